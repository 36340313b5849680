//go:build !purego

#include "textflag.h"

// MATCH3 compares the 16 bytes in X0 with the bytes repeated in X1, X2 and
// X3 and leaves one bit per byte of each in AX, BX and DX.
#define MATCH3 \
	MOVOU    X0, X4 \
	PCMPEQB  X1, X4 \
	PMOVMSKB X4, AX \
	MOVOU    X0, X5 \
	PCMPEQB  X2, X5 \
	PMOVMSKB X5, BX \
	PCMPEQB  X3, X0 \
	PMOVMSKB X0, DX

// ACCUMULATE ORs the masks of MATCH3, shifted left by CL, into R9 to R11.
#define ACCUMULATE \
	SHLQ CX, AX \
	SHLQ CX, BX \
	SHLQ CX, DX \
	ORQ  AX, R9 \
	ORQ  BX, R10 \
	ORQ  DX, R11

// BROADCAST repeats the byte at off(FP) in all 16 bytes of X.
#define BROADCAST(off, X) \
	MOVBQZX off(FP), AX \
	IMULQ   R12, AX \
	MOVQ    AX, X \
	PUNPCKLQDQ X, X

// func byteMasks(s []byte, a, b, c byte) (ma, mb, mc uint64)
TEXT ·byteMasks(SB), NOSPLIT, $0-56
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), R8
	CMPQ R8, $64
	JBE  clamped
	MOVQ $64, R8

clamped:
	MOVQ $0x0101010101010101, R12
	BROADCAST(a+24, X1)
	BROADCAST(b+25, X2)
	BROADCAST(c+26, X3)
	XORQ R9, R9
	XORQ R10, R10
	XORQ R11, R11
	CMPQ R8, $16
	JB   short
	XORQ CX, CX

blocks:
	// Whole blocks of 16 from CX while they fit.
	MOVOU (DI)(CX*1), X0
	MATCH3
	ACCUMULATE
	ADDQ $16, CX
	LEAQ 16(CX), AX
	CMPQ AX, R8
	JBE  blocks
	CMPQ CX, R8
	JAE  done
	// The last block ends at the last byte and overlaps the one before:
	// its bytes in the overlap match as before.
	MOVQ R8, CX
	SUBQ $16, CX
	MOVOU (DI)(CX*1), X0
	MATCH3
	ACCUMULATE
	JMP  done

short:
	// Fewer than 16 bytes. Reading 16 bytes never faults within the page
	// of the first byte, so read from the first byte if the 16 bytes stay
	// in that page, and clear the bits past the end; otherwise the 16
	// bytes ending at the last byte, which start in the same page, and
	// shift the masks down to the first byte.
	TESTQ R8, R8
	JZ    done
	MOVQ  DI, AX
	ANDQ  $0xfff, AX
	CMPQ  AX, $0xff0
	JA    endpage
	MOVOU (DI), X0
	MATCH3
	MOVQ  $1, R9
	MOVQ  R8, CX
	SHLQ  CX, R9
	DECQ  R9
	MOVQ  R9, R10
	MOVQ  R9, R11
	ANDQ  AX, R9
	ANDQ  BX, R10
	ANDQ  DX, R11
	JMP   done

endpage:
	MOVOU -16(DI)(R8*1), X0
	MATCH3
	MOVQ  $16, CX
	SUBQ  R8, CX
	SHRQ  CX, AX
	SHRQ  CX, BX
	SHRQ  CX, DX
	MOVQ  AX, R9
	MOVQ  BX, R10
	MOVQ  DX, R11

done:
	MOVQ R9, ma+32(FP)
	MOVQ R10, mb+40(FP)
	MOVQ R11, mc+48(FP)
	RET
