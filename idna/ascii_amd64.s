//go:build !purego

#include "textflag.h"

// Each constant is one byte repeated 16 times, for the SSE2 compares of
// asciiRules, which take them from memory. A range [lo, lo+len) is one
// signed compare: adding 0x80-lo (wrapping) maps exactly its bytes to
// -128 .. -128+len-1, the bytes below -128+len (0x80+len as a byte).
DATA asciiConsts<>+0x00(SB)/8, $0x2020202020202020 // the bit of lowercase
DATA asciiConsts<>+0x08(SB)/8, $0x2020202020202020
DATA asciiConsts<>+0x10(SB)/8, $0x1f1f1f1f1f1f1f1f // 0x80-'a'
DATA asciiConsts<>+0x18(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA asciiConsts<>+0x20(SB)/8, $0x9a9a9a9a9a9a9a9a // 0x80+26, the 26 letters
DATA asciiConsts<>+0x28(SB)/8, $0x9a9a9a9a9a9a9a9a
DATA asciiConsts<>+0x30(SB)/8, $0x5050505050505050 // 0x80-'0'
DATA asciiConsts<>+0x38(SB)/8, $0x5050505050505050
DATA asciiConsts<>+0x40(SB)/8, $0x8a8a8a8a8a8a8a8a // 0x80+10, the 10 digits
DATA asciiConsts<>+0x48(SB)/8, $0x8a8a8a8a8a8a8a8a
DATA asciiConsts<>+0x50(SB)/8, $0x2d2d2d2d2d2d2d2d // '-'
DATA asciiConsts<>+0x58(SB)/8, $0x2d2d2d2d2d2d2d2d
DATA asciiConsts<>+0x60(SB)/8, $0x2e2e2e2e2e2e2e2e // '.'
DATA asciiConsts<>+0x68(SB)/8, $0x2e2e2e2e2e2e2e2e
DATA asciiConsts<>+0x70(SB)/8, $0x5f5f5f5f5f5f5f5f // '_'
DATA asciiConsts<>+0x78(SB)/8, $0x5f5f5f5f5f5f5f5f
GLOBL asciiConsts<>(SB), RODATA|NOPTR, $0x80

// CLASSIFY classifies the 16 bytes in X0, each byte of a result 0xff where
// the byte is of the class (of X3, only the high bit counts): X2 valid
// (a-z, A-Z, 0-9, '-', '.' and '_'), X3 capitals, X4 hyphens, X5 dots, X6
// underscores. Letters of both cases are those that OR 0x20 makes a-z; the
// capitals among them lack that bit, which PSLLW $2 moves to the high bit
// of its byte.
#define CLASSIFY \
	MOVOU   X0, X1                     \
	POR     asciiConsts<>+0x00(SB), X1 \
	PADDB   asciiConsts<>+0x10(SB), X1 \
	MOVOU   asciiConsts<>+0x20(SB), X2 \
	PCMPGTB X1, X2                     \
	MOVOU   X0, X3                     \
	PSLLW   $2, X3                     \
	PANDN   X2, X3                     \
	MOVOU   X0, X1                     \
	PADDB   asciiConsts<>+0x30(SB), X1 \
	MOVOU   asciiConsts<>+0x40(SB), X4 \
	PCMPGTB X1, X4                     \
	POR     X4, X2                     \
	MOVOU   X0, X4                     \
	PCMPEQB asciiConsts<>+0x50(SB), X4 \
	MOVOU   X0, X5                     \
	PCMPEQB asciiConsts<>+0x60(SB), X5 \
	MOVOU   X0, X6                     \
	PCMPEQB asciiConsts<>+0x70(SB), X6 \
	POR     X4, X2                     \
	POR     X5, X2                     \
	POR     X6, X2

// ACCUMULATE adds the results of CLASSIFY for the block from byte CX to
// those of the blocks before: valid in X7, capitals in X8, underscores in
// X9, the masks of hyphens and dots in R10 and R11.
#define ACCUMULATE \
	PAND     X2, X7 \
	POR      X3, X8 \
	POR      X6, X9 \
	PMOVMSKB X4, AX \
	SHLQ     CX, AX \
	ORQ      AX, R10 \
	PMOVMSKB X5, AX \
	SHLQ     CX, AX \
	ORQ      AX, R11

// func asciiRules(s string) (rules, dots uint64)
//
// The blocks of 16 bytes: the first from byte 0, then every 16 bytes, the
// last ending at the last byte (overlapping the one before: its bytes in
// the overlap classify as before, so ORing them again changes nothing).
// The masks of hyphens (R10) and dots (R11) are kept exactly, one bit per
// byte; valid (X7), capitals (X8) and underscores (X9) only as vectors,
// since the rules need only whether every byte is valid and whether any is
// a capital or an underscore.
TEXT ·asciiRules(SB), NOSPLIT, $0-32
	MOVQ s_base+0(FP), DI
	MOVQ s_len+8(FP), R8
	CMPQ R8, $16
	JB   short
	MOVOU (DI), X0
	CLASSIFY
	MOVOU    X2, X7
	MOVOU    X3, X8
	MOVOU    X6, X9
	PMOVMSKB X4, R10
	PMOVMSKB X5, R11
	CMPQ     R8, $32
	JBE      last
	MOVL     $16, CX

blocks:
	// The blocks from 16 that end before the last byte.
	MOVOU (DI)(CX*1), X0
	CLASSIFY
	ACCUMULATE
	ADDQ  $16, CX
	LEAQ  16(CX), AX
	CMPQ  AX, R8
	JB    blocks

last:
	// The block that ends at the last byte.
	LEAQ  -16(R8), CX
	MOVOU (DI)(CX*1), X0
	CLASSIFY
	ACCUMULATE
	PMOVMSKB X7, AX
	CMPL     AX, $0xffff
	JNE      bad
	PMOVMSKB X8, R12
	PMOVMSKB X9, R13
	CMPQ     R8, $64
	JNE      rules
	TESTQ    R11, R11
	JNZ      rules
	// 64 bytes without a dot: one label longer than 63.
	BTSQ $34, R12 // ruleLong
	JMP  rules

short:
	// Fewer than 16 bytes. Reading 16 bytes never faults within the page
	// of the first byte, so read from the first byte if the 16 bytes stay
	// in that page, and keep the bits of the bytes of s (CX); otherwise
	// the 16 bytes ending at the last byte, which start in the same page,
	// and shift the masks down to the first byte.
	MOVQ  DI, AX
	ANDQ  $0xfff, AX
	CMPQ  AX, $0xff0
	JA    endpage
	MOVOU (DI), X0
	CLASSIFY
	XORL     CX, CX
	BTSL     R8, CX
	DECL     CX
	PMOVMSKB X2, AX
	NOTL     AX
	TESTL    CX, AX
	JNZ      bad
	PMOVMSKB X4, R10
	ANDL     CX, R10
	PMOVMSKB X5, R11
	ANDL     CX, R11
	PMOVMSKB X3, R12
	ANDL     CX, R12
	PMOVMSKB X6, R13
	ANDL     CX, R13
	JMP      rules

endpage:
	MOVOU -16(DI)(R8*1), X0
	CLASSIFY
	MOVL     $16, CX
	SUBL     R8, CX
	PMOVMSKB X2, AX
	XORL     $0xffff, AX
	SHRL     CX, AX
	JNZ      bad
	PMOVMSKB X4, R10
	SHRL     CX, R10
	PMOVMSKB X5, R11
	SHRL     CX, R11
	PMOVMSKB X3, R12
	SHRL     CX, R12
	PMOVMSKB X6, R13
	SHRL     CX, R13

rules:
	// The rules on the exact masks: R10 hyphens, R11 dots; R12 and R13
	// (16 bits each) nonzero where a capital, an underscore is present.
	// R12 collects the bits of the rules word (see the rule constants in
	// ascii.go), from ruleUpper and ruleUnderscore.
	SHLL $16, R13
	ORQ  R13, R12
	LEAQ -1(R8), CX
	BTQ  CX, R11
	JCC  noroot
	BTSQ $32, R12 // ruleRoot

noroot:
	// An empty label: a dot first, or after a dot. starts (BX) has the
	// bit of the first byte of each label (and one past a root dot,
	// where no hyphen is).
	LEAQ  1(R11)(R11*1), BX
	TESTQ R11, BX
	JNZ   refused
	TESTQ R10, R10
	JNZ   hyphens

done:
	MOVQ R12, rules+16(FP)
	MOVQ R11, dots+24(FP)
	RET

hyphens:
	// "--" in positions 3 and 4 of a label: xn-- and the like.
	MOVQ  R10, DX
	SHRQ  $2, DX
	ANDQ  BX, DX
	MOVQ  R10, SI
	SHRQ  $3, SI
	TESTQ SI, DX
	JNZ   refused
	// A hyphen first or last in a label: at starts, before a dot or last.
	MOVQ  R11, DX
	SHRQ  $1, DX
	ORQ   BX, DX
	BTSQ  CX, DX
	TESTQ R10, DX
	JZ    done
	BTSQ  $33, R12 // ruleHyphenEdge
	JMP   done

refused:
	BTSQ $35, R12 // ruleRefused
	JMP done

bad:
	MOVQ $(1<<36), AX // ruleBad
	MOVQ AX, rules+16(FP)
	MOVQ $0, dots+24(FP)
	RET
