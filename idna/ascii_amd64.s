//go:build !purego

#include "textflag.h"

// Each constant is one byte repeated 16 times, for the SSE2 compares of
// asciiMasks. PCMPGTB compares signed bytes, so bytes of 0x80 and above
// (negative) are below every constant and never classify as LDH.
DATA asciiConsts<>+0x00(SB)/8, $0 // unused: X7 holds the extra byte
DATA asciiConsts<>+0x08(SB)/8, $0
DATA asciiConsts<>+0x10(SB)/8, $0x6060606060606060 // 'a'-1
DATA asciiConsts<>+0x18(SB)/8, $0x6060606060606060
DATA asciiConsts<>+0x20(SB)/8, $0x7b7b7b7b7b7b7b7b // 'z'+1
DATA asciiConsts<>+0x28(SB)/8, $0x7b7b7b7b7b7b7b7b
DATA asciiConsts<>+0x30(SB)/8, $0x2f2f2f2f2f2f2f2f // '0'-1
DATA asciiConsts<>+0x38(SB)/8, $0x2f2f2f2f2f2f2f2f
DATA asciiConsts<>+0x40(SB)/8, $0x3a3a3a3a3a3a3a3a // '9'+1
DATA asciiConsts<>+0x48(SB)/8, $0x3a3a3a3a3a3a3a3a
DATA asciiConsts<>+0x50(SB)/8, $0x4040404040404040 // 'A'-1
DATA asciiConsts<>+0x58(SB)/8, $0x4040404040404040
DATA asciiConsts<>+0x60(SB)/8, $0x5b5b5b5b5b5b5b5b // 'Z'+1
DATA asciiConsts<>+0x68(SB)/8, $0x5b5b5b5b5b5b5b5b
DATA asciiConsts<>+0x70(SB)/8, $0x2d2d2d2d2d2d2d2d // '-'
DATA asciiConsts<>+0x78(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA asciiConsts<>+0x80(SB)/8, $0x2e2e2e2e2e2e2e2e // '.'
DATA asciiConsts<>+0x88(SB)/8, $0x2e2e2e2e2e2e2e2e
GLOBL asciiConsts<>(SB), RODATA|NOPTR, $0x90

// CLASSIFY classifies the 16 bytes in X0 into four 16-bit masks, one bit
// per byte: AX valid (a-z, A-Z, 0-9, '-', '.' and the extra byte), BX
// hyphens, DX dots, SI capitals. The extra byte, repeated, is in X7, the
// constants in X8 to X15. Each class is a range or a byte compared on the
// bytes themselves.
#define CLASSIFY \
	MOVOU   X0, X2  \
	PCMPGTB X8, X2  \
	MOVOU   X9, X3  \
	PCMPGTB X0, X3  \
	PAND    X3, X2  \
	MOVOU   X0, X3  \
	PCMPGTB X10, X3 \
	MOVOU   X11, X4 \
	PCMPGTB X0, X4  \
	PAND    X4, X3  \
	POR     X3, X2  \
	MOVOU   X0, X5  \
	PCMPEQB X14, X5 \
	MOVOU   X0, X6  \
	PCMPEQB X15, X6 \
	POR     X5, X2  \
	POR     X6, X2  \
	MOVOU   X0, X1  \
	PCMPEQB X7, X1  \
	POR     X1, X2  \
	MOVOU   X0, X3  \
	PCMPGTB X12, X3 \
	MOVOU   X13, X4 \
	PCMPGTB X0, X4  \
	PAND    X4, X3  \
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
	MOVOU 0x10(AX), X8
	MOVOU 0x20(AX), X9
	MOVOU 0x30(AX), X10
	MOVOU 0x40(AX), X11
	MOVOU 0x50(AX), X12
	MOVOU 0x60(AX), X13
	MOVOU 0x70(AX), X14
	MOVOU 0x80(AX), X15
	CMPQ R8, $16
	JB   short
	XORQ R9, R9
	XORQ R10, R10
	XORQ R11, R11
	XORQ R12, R12
	XORQ CX, CX

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
	MOVQ  AX, R9
	MOVQ  BX, R10
	MOVQ  DX, R11
	MOVQ  SI, R12
	JMP   done

endpage:
	MOVOU -16(DI)(R8*1), X0
	CLASSIFY
	MOVQ  $16, CX
	SUBQ  R8, CX
	SHRQ  CX, AX
	SHRQ  CX, BX
	SHRQ  CX, DX
	SHRQ  CX, SI
	MOVQ  AX, R9
	MOVQ  BX, R10
	MOVQ  DX, R11
	MOVQ  SI, R12

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
