// RUN: --test-single-fold
// RUN: --canonicalize
func.func @splats() -> (vector<4xf32>, tensor<2x2xf64>, vector<3xf16>, tensor<2xf32>) {
  %a = arith.constant dense<1.5> : vector<4xf32>
  %b = arith.constant dense<0.25> : vector<4xf32>
  %c = arith.constant dense<0.1> : tensor<2x2xf64>
  %d = arith.constant dense<3.0> : tensor<2x2xf64>
  %h = arith.constant dense<-0.0> : vector<3xf16>
  %n = arith.constant dense<0x7FC00001> : tensor<2xf32>
  %r0 = arith.addf %a, %b : vector<4xf32>
  %r1 = arith.mulf %c, %d : tensor<2x2xf64>
  %r2 = arith.negf %h : vector<3xf16>
  %r3 = arith.maximumf %n, %n : tensor<2xf32>
  return %r0, %r1, %r2, %r3 : vector<4xf32>, tensor<2x2xf64>, vector<3xf16>, tensor<2xf32>
}

func.func @dense() -> (vector<3xf32>, tensor<2xf32>, vector<2xf32>, vector<2xf64>) {
  %a = arith.constant dense<[1.0, -0.0, 0x7F800000]> : vector<3xf32>
  %b = arith.constant dense<[2.0, 0.0, 0xFF800000]> : vector<3xf32>
  %s = arith.constant dense<2.0> : tensor<2xf32>
  %t = arith.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %u = arith.constant dense<[1.0, 0x7F800001]> : vector<2xf32>
  %r0 = arith.addf %a, %b : vector<3xf32>
  %r1 = arith.divf %s, %t : tensor<2xf32>
  %r2 = arith.minnumf %u, %u : vector<2xf32>
  %e = arith.extf %u : vector<2xf32> to vector<2xf64>
  return %r0, %r1, %r2, %e : vector<3xf32>, tensor<2xf32>, vector<2xf32>, vector<2xf64>
}

func.func @splat_identities(%x: vector<2xf32>, %y: tensor<4xf64>) -> (vector<2xf32>, tensor<4xf64>, vector<2xf32>, vector<2xf32>) {
  %one = arith.constant dense<1.0> : vector<2xf32>
  %nz = arith.constant dense<-0.0> : tensor<4xf64>
  %ninf = arith.constant dense<0xFF800000> : vector<2xf32>
  %mixed = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %r0 = arith.mulf %x, %one : vector<2xf32>
  %r1 = arith.addf %y, %nz : tensor<4xf64>
  %r2 = arith.maximumf %x, %ninf : vector<2xf32>
  %r3 = arith.divf %x, %mixed : vector<2xf32>
  return %r0, %r1, %r2, %r3 : vector<2xf32>, tensor<4xf64>, vector<2xf32>, vector<2xf32>
}

func.func @casts_elementwise() -> (vector<2xf32>, tensor<2xi8>, vector<2xf16>, tensor<3xi32>) {
  %i = arith.constant dense<[1, -1]> : vector<2xi32>
  %f = arith.constant dense<[1.5, -2.5]> : tensor<2xf32>
  %g = arith.constant dense<[1.0, 1000.0]> : tensor<2xf32>
  %d = arith.constant dense<0.5> : vector<2xf64>
  %s = arith.constant dense<2.5> : tensor<3xf32>
  %r0 = arith.uitofp %i : vector<2xi32> to vector<2xf32>
  %r1 = arith.fptosi %f : tensor<2xf32> to tensor<2xi8>
  %r2 = arith.fptosi %g : tensor<2xf32> to tensor<2xi8>
  %r3 = arith.truncf %d : vector<2xf64> to vector<2xf16>
  %r4 = arith.fptoui %s : tensor<3xf32> to tensor<3xi32>
  return %r0, %r1, %r3, %r4 : vector<2xf32>, tensor<2xi8>, vector<2xf16>, tensor<3xi32>
}
