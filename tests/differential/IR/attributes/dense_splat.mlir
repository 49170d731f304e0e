// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Dense splats: written as a single value or as a list whose elements are all
// equal, a splat always prints as one value (also for 0-d and zero-element
// shapes, and for vectors).
"t.int"() {a = dense<1> : tensor<4xi32>, b = dense<[5, 5, 5]> : tensor<3xi32>, c = dense<[[2, 2], [2, 2]]> : tensor<2x2xi64>, d = dense<-1> : vector<4xi16>} : () -> ()
"t.float"() {a = dense<1.5> : tensor<2x2xf32>, b = dense<[0.1, 0.1]> : tensor<2xf64>, c = dense<0x7FC00000> : tensor<3xf32>, d = dense<-0.0> : vector<2xbf16>} : () -> ()
"t.bool"() {a = dense<true> : tensor<3xi1>, b = dense<[false, false]> : tensor<2xi1>} : () -> ()
"t.zero_d"() {a = dense<7> : tensor<i8>, b = dense<[7]> : tensor<1xi8>, c = dense<2.0> : tensor<f16>} : () -> ()
"t.zero_elems"() {a = dense<0> : tensor<0xi32>, b = dense<3> : tensor<2x0xi8>} : () -> ()
"t.scalable"() {a = dense<1> : vector<[4]xi32>} : () -> ()
"t.types"() {a = dense<255> : tensor<2xui8>, b = dense<-3> : tensor<2xsi8>, c = dense<5> : tensor<2xindex>, d = dense<1> : tensor<2xi128>} : () -> ()
