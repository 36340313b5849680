//go:build !purego

#include "textflag.h"

// Each constant is one byte repeated 16 times, for the SSE2 compares of
// asciiMasks. A range [lo, lo+len) is one signed compare: adding 0x80-lo
// (wrapping) maps exactly its bytes to -128 .. -128+len-1, the bytes below
// -128+len (0x80+len as a byte).
DATA asciiConsts<>+0x00(SB)/8, $0x1f1f1f1f1f1f1f1f // 0x80-'a'
DATA asciiConsts<>+0x08(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA asciiConsts<>+0x10(SB)/8, $0x9a9a9a9a9a9a9a9a // 0x80+26, the 26 letters
DATA asciiConsts<>+0x18(SB)/8, $0x9a9a9a9a9a9a9a9a
DATA asciiConsts<>+0x20(SB)/8, $0x5050505050505050 // 0x80-'0'
DATA asciiConsts<>+0x28(SB)/8, $0x5050505050505050
DATA asciiConsts<>+0x30(SB)/8, $0x8a8a8a8a8a8a8a8a // 0x80+10, the 10 digits
DATA asciiConsts<>+0x38(SB)/8, $0x8a8a8a8a8a8a8a8a
DATA asciiConsts<>+0x40(SB)/8, $0x3f3f3f3f3f3f3f3f // 0x80-'A'
DATA asciiConsts<>+0x48(SB)/8, $0x3f3f3f3f3f3f3f3f
DATA asciiConsts<>+0x50(SB)/8, $0x2d2d2d2d2d2d2d2d // '-'
DATA asciiConsts<>+0x58(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA asciiConsts<>+0x60(SB)/8, $0x2e2e2e2e2e2e2e2e // '.'
DATA asciiConsts<>+0x68(SB)/8, $0x2e2e2e2e2e2e2e2e
GLOBL asciiConsts<>(SB), RODATA|NOPTR, $0x70

// CLASSIFY classifies the 16 bytes in X0 into four 16-bit masks, one bit
// per byte: AX valid (a-z, A-Z, 0-9, '-', '.' and the extra byte), BX
// hyphens, DX dots, SI capitals. The extra byte, repeated, is in X7, the
// constants in X8 to X14 (X9 serves both letter ranges).
#define CLASSIFY \
	MOVOU   X0, X1  \
	PADDB   X8, X1  \
	MOVOU   X9, X2  \
	PCMPGTB X1, X2  \
	MOVOU   X0, X1  \
	PADDB   X10, X1 \
	MOVOU   X11, X3 \
	PCMPGTB X1, X3  \
	POR     X3, X2  \
	MOVOU   X0, X5  \
	PCMPEQB X13, X5 \
	MOVOU   X0, X6  \
	PCMPEQB X14, X6 \
	POR     X5, X2  \
	POR     X6, X2  \
	MOVOU   X0, X1  \
	PCMPEQB X7, X1  \
	POR     X1, X2  \
	MOVOU   X0, X1  \
	PADDB   X12, X1 \
	MOVOU   X9, X3  \
	PCMPGTB X1, X3  \
	POR     X3, X2  \
	PMOVMSKB X2, AX \
	PMOVMSKB X5, BX \
	PMOVMSKB X6, DX \
	PMOVMSKB X3, SI

// ACCUMULATE ORs the masks of CLASSIFY, shifted left by CL, into R9 to R12.
#define ACCUMULATE \
	SHLQ CX, AX \
	SHLQ CX, BX \
	SHLQ CX, DX \
	SHLQ CX, SI \
	ORQ  AX, R9 \
	ORQ  BX, R10 \
	ORQ  DX, R11 \
	ORQ  SI, R12

// func asciiMasks(s string, extra byte) (valid, hyphens, dots, upper uint64)
TEXT ·asciiMasks(SB), NOSPLIT, $0-56
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), R8
	MOVBQZX extra+16(FP), AX
	MOVQ $0x0101010101010101, BX
	IMULQ BX, AX
	MOVQ AX, X7
	PUNPCKLQDQ X7, X7
	LEAQ asciiConsts<>(SB), AX
	MOVOU 0x00(AX), X8
	MOVOU 0x10(AX), X9
	MOVOU 0x20(AX), X10
	MOVOU 0x30(AX), X11
	MOVOU 0x40(AX), X12
	MOVOU 0x50(AX), X13
	MOVOU 0x60(AX), X14
	CMPQ R8, $16
	JB   short
	// The first block sets the masks; the next ones are ORed in.
	MOVOU (DI), X0
	CLASSIFY
	CMPQ AX, $0xffff
	JNE  invalid
	MOVQ AX, R9
	MOVQ BX, R10
	MOVQ DX, R11
	MOVQ SI, R12
	MOVQ $16, CX
	CMPQ R8, $32
	JB   tail

blocks:
	// Whole blocks of 16 from CX while they fit. A block with a byte that
	// is not valid ends the scan (valid is then 0): most likely a name
	// with non-ASCII labels, which the fast path cannot take anyway.
	MOVOU (DI)(CX*1), X0
	CLASSIFY
	CMPQ AX, $0xffff
	JNE  invalid
	ACCUMULATE
	ADDQ $16, CX
	LEAQ 16(CX), AX
	CMPQ AX, R8
	JBE  blocks

tail:
	CMPQ CX, R8
	JAE  done
	// The last block ends at the last byte and overlaps the one before:
	// its bytes in the overlap classify as before, so ORing them again
	// changes nothing.
	MOVQ R8, CX
	SUBQ $16, CX
	MOVOU (DI)(CX*1), X0
	CLASSIFY
	ACCUMULATE
	JMP  done

short:
	// Fewer than 16 bytes. Reading 16 bytes never faults within the page
	// of the first byte, so read from the first byte if the 16 bytes stay
	// in that page (the bits past the end are the caller's to ignore);
	// otherwise the 16 bytes ending at the last byte, which start in the
	// same page, and shift the masks down to the first byte.
	TESTQ R8, R8
	JZ    empty
	MOVQ  DI, AX
	ANDQ  $0xfff, AX
	CMPQ  AX, $0xff0
	JA    endpage
	MOVOU (DI), X0
	CLASSIFY
	MOVQ AX, valid+24(FP)
	MOVQ BX, hyphens+32(FP)
	MOVQ DX, dots+40(FP)
	MOVQ SI, upper+48(FP)
	RET

endpage:
	MOVOU -16(DI)(R8*1), X0
	CLASSIFY
	MOVQ  $16, CX
	SUBQ  R8, CX
	SHRQ  CX, AX
	SHRQ  CX, BX
	SHRQ  CX, DX
	SHRQ  CX, SI
	MOVQ AX, valid+24(FP)
	MOVQ BX, hyphens+32(FP)
	MOVQ DX, dots+40(FP)
	MOVQ SI, upper+48(FP)
	RET

done:
	MOVQ R9, valid+24(FP)
	MOVQ R10, hyphens+32(FP)
	MOVQ R11, dots+40(FP)
	MOVQ R12, upper+48(FP)
	RET

invalid:
	MOVQ $0, valid+24(FP)
	RET

empty:
	MOVQ $0, valid+24(FP)
	MOVQ $0, hyphens+32(FP)
	MOVQ $0, dots+40(FP)
	MOVQ $0, upper+48(FP)
	RET
