// RUN: --canonicalize
// The exact folders (absf, ceil, floor, roundeven, copysign) on f32: NaNs (quiet, signaling, negative), infinities, signed zeros, denormals, ties.
func.func @absf() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.5 : f32
  %r1 = math.absf %c0 : f32
  %c2 = arith.constant -2.5 : f32
  %r3 = math.absf %c2 : f32
  %c4 = arith.constant 0.0 : f32
  %r5 = math.absf %c4 : f32
  %c6 = arith.constant -0.0 : f32
  %r7 = math.absf %c6 : f32
  %c8 = arith.constant 0x7F800000 : f32
  %r9 = math.absf %c8 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r11 = math.absf %c10 : f32
  %c12 = arith.constant 0x7FC00000 : f32
  %r13 = math.absf %c12 : f32
  %c14 = arith.constant 0xFFC00001 : f32
  %r15 = math.absf %c14 : f32
  %c16 = arith.constant 0x7F800001 : f32
  %r17 = math.absf %c16 : f32
  %c18 = arith.constant 0x00000001 : f32
  %r19 = math.absf %c18 : f32
  %c20 = arith.constant 0x80000010 : f32
  %r21 = math.absf %c20 : f32
  %c22 = arith.constant 0x007FFFFF : f32
  %r23 = math.absf %c22 : f32
  %c24 = arith.constant 3.4028235e38 : f32
  %r25 = math.absf %c24 : f32
  %c26 = arith.constant 0.49999997 : f32
  %r27 = math.absf %c26 : f32
  %c28 = arith.constant 2.5 : f32
  %r29 = math.absf %c28 : f32
  %c30 = arith.constant -0.5 : f32
  %r31 = math.absf %c30 : f32
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @ceil() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.5 : f32
  %r1 = math.ceil %c0 : f32
  %c2 = arith.constant -2.5 : f32
  %r3 = math.ceil %c2 : f32
  %c4 = arith.constant 0.0 : f32
  %r5 = math.ceil %c4 : f32
  %c6 = arith.constant -0.0 : f32
  %r7 = math.ceil %c6 : f32
  %c8 = arith.constant 0x7F800000 : f32
  %r9 = math.ceil %c8 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r11 = math.ceil %c10 : f32
  %c12 = arith.constant 0x7FC00000 : f32
  %r13 = math.ceil %c12 : f32
  %c14 = arith.constant 0xFFC00001 : f32
  %r15 = math.ceil %c14 : f32
  %c16 = arith.constant 0x7F800001 : f32
  %r17 = math.ceil %c16 : f32
  %c18 = arith.constant 0x00000001 : f32
  %r19 = math.ceil %c18 : f32
  %c20 = arith.constant 0x80000010 : f32
  %r21 = math.ceil %c20 : f32
  %c22 = arith.constant 0x007FFFFF : f32
  %r23 = math.ceil %c22 : f32
  %c24 = arith.constant 3.4028235e38 : f32
  %r25 = math.ceil %c24 : f32
  %c26 = arith.constant 0.49999997 : f32
  %r27 = math.ceil %c26 : f32
  %c28 = arith.constant 2.5 : f32
  %r29 = math.ceil %c28 : f32
  %c30 = arith.constant -0.5 : f32
  %r31 = math.ceil %c30 : f32
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @floor() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.5 : f32
  %r1 = math.floor %c0 : f32
  %c2 = arith.constant -2.5 : f32
  %r3 = math.floor %c2 : f32
  %c4 = arith.constant 0.0 : f32
  %r5 = math.floor %c4 : f32
  %c6 = arith.constant -0.0 : f32
  %r7 = math.floor %c6 : f32
  %c8 = arith.constant 0x7F800000 : f32
  %r9 = math.floor %c8 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r11 = math.floor %c10 : f32
  %c12 = arith.constant 0x7FC00000 : f32
  %r13 = math.floor %c12 : f32
  %c14 = arith.constant 0xFFC00001 : f32
  %r15 = math.floor %c14 : f32
  %c16 = arith.constant 0x7F800001 : f32
  %r17 = math.floor %c16 : f32
  %c18 = arith.constant 0x00000001 : f32
  %r19 = math.floor %c18 : f32
  %c20 = arith.constant 0x80000010 : f32
  %r21 = math.floor %c20 : f32
  %c22 = arith.constant 0x007FFFFF : f32
  %r23 = math.floor %c22 : f32
  %c24 = arith.constant 3.4028235e38 : f32
  %r25 = math.floor %c24 : f32
  %c26 = arith.constant 0.49999997 : f32
  %r27 = math.floor %c26 : f32
  %c28 = arith.constant 2.5 : f32
  %r29 = math.floor %c28 : f32
  %c30 = arith.constant -0.5 : f32
  %r31 = math.floor %c30 : f32
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @roundeven() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.5 : f32
  %r1 = math.roundeven %c0 : f32
  %c2 = arith.constant -2.5 : f32
  %r3 = math.roundeven %c2 : f32
  %c4 = arith.constant 0.0 : f32
  %r5 = math.roundeven %c4 : f32
  %c6 = arith.constant -0.0 : f32
  %r7 = math.roundeven %c6 : f32
  %c8 = arith.constant 0x7F800000 : f32
  %r9 = math.roundeven %c8 : f32
  %c10 = arith.constant 0xFF800000 : f32
  %r11 = math.roundeven %c10 : f32
  %c12 = arith.constant 0x7FC00000 : f32
  %r13 = math.roundeven %c12 : f32
  %c14 = arith.constant 0xFFC00001 : f32
  %r15 = math.roundeven %c14 : f32
  %c16 = arith.constant 0x7F800001 : f32
  %r17 = math.roundeven %c16 : f32
  %c18 = arith.constant 0x00000001 : f32
  %r19 = math.roundeven %c18 : f32
  %c20 = arith.constant 0x80000010 : f32
  %r21 = math.roundeven %c20 : f32
  %c22 = arith.constant 0x007FFFFF : f32
  %r23 = math.roundeven %c22 : f32
  %c24 = arith.constant 3.4028235e38 : f32
  %r25 = math.roundeven %c24 : f32
  %c26 = arith.constant 0.49999997 : f32
  %r27 = math.roundeven %c26 : f32
  %c28 = arith.constant 2.5 : f32
  %r29 = math.roundeven %c28 : f32
  %c30 = arith.constant -0.5 : f32
  %r31 = math.roundeven %c30 : f32
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @copysign() -> (f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.5 : f32
  %c1 = arith.constant -0.0 : f32
  %r2 = math.copysign %c0, %c1 : f32
  %c3 = arith.constant -2.0 : f32
  %c4 = arith.constant 0.0 : f32
  %r5 = math.copysign %c3, %c4 : f32
  %c6 = arith.constant 0x7FC00000 : f32
  %c7 = arith.constant -1.0 : f32
  %r8 = math.copysign %c6, %c7 : f32
  %c9 = arith.constant 0xFFC00000 : f32
  %c10 = arith.constant 1.0 : f32
  %r11 = math.copysign %c9, %c10 : f32
  %c12 = arith.constant 0x7F800000 : f32
  %c13 = arith.constant 0xFFC00000 : f32
  %r14 = math.copysign %c12, %c13 : f32
  %c15 = arith.constant 0x00000001 : f32
  %c16 = arith.constant -3.0 : f32
  %r17 = math.copysign %c15, %c16 : f32
  %c18 = arith.constant -0.0 : f32
  %c19 = arith.constant 0x7F800001 : f32
  %r20 = math.copysign %c18, %c19 : f32
  return %r2, %r5, %r8, %r11, %r14, %r17, %r20 : f32, f32, f32, f32, f32, f32, f32
}
