// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// The hex-string form of dense elements is accepted on input (raw little
// endian storage; i1 is bit-packed); small results print as lists/splats.
"t.ints"() {a = dense<"0x01000000"> : tensor<4xi32>, b = dense<"0x0100000002000000"> : tensor<2xi32>, c = dense<"0x0300"> : tensor<2xi8>, d = dense<"0x010002000300"> : tensor<3xi16>, e = dense<"0x0100"> : tensor<3xi16>} : () -> ()
"t.floats"() {a = dense<"0x0000803F"> : tensor<f32>, b = dense<"0x0000803F00000040"> : tensor<2xf32>, c = dense<"0x003C"> : tensor<4xf16>} : () -> ()
"t.bools"() {a = dense<"0x01"> : tensor<8xi1>, b = dense<"0x0F"> : tensor<8xi1>, c = dense<"0xFF"> : tensor<8xi1>, d = dense<"0x01"> : tensor<3xi1>, e = dense<"0x0F"> : tensor<4xi1>} : () -> ()
"t.complex"() {a = dense<"0x0100020003000400"> : tensor<2xcomplex<i16>>} : () -> ()
