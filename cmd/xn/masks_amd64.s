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

// MATCH2 compares the 16 bytes in X0 with the bytes repeated in X1 and
// X2 and leaves one bit per byte of each in AX and BX.
#define MATCH2 \
	MOVOU    X0, X4 \
	PCMPEQB  X1, X4 \
	PMOVMSKB X4, AX \
	PCMPEQB  X2, X0 \
	PMOVMSKB X0, BX

// ACCUMULATE2 ORs the masks of MATCH2, shifted left by CL, into R9 and R10.
#define ACCUMULATE2 \
	SHLQ CX, AX \
	SHLQ CX, BX \
	ORQ  AX, R9 \
	ORQ  BX, R10

// func byteMasks2(s []byte, a, b byte) (ma, mb uint64)
TEXT ·byteMasks2(SB), NOSPLIT, $0-48
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), R8
	CMPQ R8, $64
	JBE  clamped2
	MOVQ $64, R8

clamped2:
	MOVQ $0x0101010101010101, R12
	BROADCAST(a+24, X1)
	BROADCAST(b+25, X2)
	XORQ R9, R9
	XORQ R10, R10
	CMPQ R8, $16
	JB   short2
	XORQ CX, CX
	LEAQ -16(R8), R11 // the last start of a whole block

blocks2:
	MOVOU (DI)(CX*1), X0
	MATCH2
	ACCUMULATE2
	ADDQ $16, CX
	CMPQ CX, R11
	JBE  blocks2
	CMPQ CX, R8
	JAE  done2
	// The last block ends at the last byte and overlaps the one before.
	MOVQ R8, CX
	SUBQ $16, CX
	MOVOU (DI)(CX*1), X0
	MATCH2
	ACCUMULATE2
	JMP  done2

short2:
	// As in byteMasks: from the first byte if the 16 bytes stay in its
	// page, else the 16 bytes ending at the last byte.
	TESTQ R8, R8
	JZ    done2
	MOVQ  DI, AX
	ANDQ  $0xfff, AX
	CMPQ  AX, $0xff0
	JA    endpage2
	MOVOU (DI), X0
	MATCH2
	MOVQ  $1, R9
	MOVQ  R8, CX
	SHLQ  CX, R9
	DECQ  R9
	MOVQ  R9, R10
	ANDQ  AX, R9
	ANDQ  BX, R10
	JMP   done2

endpage2:
	MOVOU -16(DI)(R8*1), X0
	MATCH2
	MOVQ  $16, CX
	SUBQ  R8, CX
	SHRQ  CX, AX
	SHRQ  CX, BX
	MOVQ  AX, R9
	MOVQ  BX, R10

done2:
	MOVQ R9, ma+32(FP)
	MOVQ R10, mb+40(FP)
	RET

// MATCHBH compares the 16 bytes in X0 with the spaces in X1, the tabs in
// X2 and the '#' in X3 and leaves the bits of the blanks (space or tab)
// in AX and of the '#' in BX.
#define MATCHBH \
	MOVOU    X0, X4 \
	PCMPEQB  X1, X4 \
	MOVOU    X0, X5 \
	PCMPEQB  X2, X5 \
	POR      X5, X4 \
	PMOVMSKB X4, AX \
	PCMPEQB  X3, X0 \
	PMOVMSKB X0, BX

// blankHash is 16 spaces, 16 tabs and 16 '#', for blankHashMasks.
DATA blankHash<>+0(SB)/8, $0x2020202020202020
DATA blankHash<>+8(SB)/8, $0x2020202020202020
DATA blankHash<>+16(SB)/8, $0x0909090909090909
DATA blankHash<>+24(SB)/8, $0x0909090909090909
DATA blankHash<>+32(SB)/8, $0x2323232323232323
DATA blankHash<>+40(SB)/8, $0x2323232323232323
GLOBL blankHash<>(SB), RODATA|NOPTR, $48

// func blankHashMasks(s []byte) (blank, hash uint64)
TEXT ·blankHashMasks(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), R8
	CMPQ R8, $64
	JBE  clampedbh
	MOVQ $64, R8

clampedbh:
	MOVOU blankHash<>+0(SB), X1
	MOVOU blankHash<>+16(SB), X2
	MOVOU blankHash<>+32(SB), X3
	XORQ R9, R9
	XORQ R10, R10
	CMPQ R8, $16
	JB   shortbh
	XORQ CX, CX
	LEAQ -16(R8), R11 // the last start of a whole block

blocksbh:
	MOVOU (DI)(CX*1), X0
	MATCHBH
	ACCUMULATE2
	ADDQ $16, CX
	CMPQ CX, R11
	JBE  blocksbh
	CMPQ CX, R8
	JAE  donebh
	// The last block ends at the last byte and overlaps the one before.
	MOVQ R8, CX
	SUBQ $16, CX
	MOVOU (DI)(CX*1), X0
	MATCHBH
	ACCUMULATE2
	JMP  donebh

shortbh:
	// As in byteMasks: from the first byte if the 16 bytes stay in its
	// page, else the 16 bytes ending at the last byte.
	TESTQ R8, R8
	JZ    donebh
	MOVQ  DI, AX
	ANDQ  $0xfff, AX
	CMPQ  AX, $0xff0
	JA    endpagebh
	MOVOU (DI), X0
	MATCHBH
	MOVQ  $1, R9
	MOVQ  R8, CX
	SHLQ  CX, R9
	DECQ  R9
	MOVQ  R9, R10
	ANDQ  AX, R9
	ANDQ  BX, R10
	JMP   donebh

endpagebh:
	MOVOU -16(DI)(R8*1), X0
	MATCHBH
	MOVQ  $16, CX
	SUBQ  R8, CX
	SHRQ  CX, AX
	SHRQ  CX, BX
	MOVQ  AX, R9
	MOVQ  BX, R10

donebh:
	MOVQ R9, blank+24(FP)
	MOVQ R10, hash+32(FP)
	RET
