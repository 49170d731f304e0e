// RUN: --remove-dead-values=canonicalize=false
// RUN: --remove-dead-values=canonicalize=false --mlir-disable-threading
// RUN: --remove-dead-values
// Dead values of region ops replaced by `ub.poison` of every kind of type
// they carry: `index`, floats, vectors, memrefs, tensors, complex numbers.
func.func @kinds(%c: i1, %i: index, %f: f64, %v: vector<4xi8>, %m: memref<?xf32>, %t: tensor<2xi32>, %z: complex<f32>) -> i1 {
  %r:7 = scf.if %c -> (index, f64, vector<4xi8>, memref<?xf32>, tensor<2xi32>, complex<f32>, i1) {
    scf.yield %i, %f, %v, %m, %t, %z, %c : index, f64, vector<4xi8>, memref<?xf32>, tensor<2xi32>, complex<f32>, i1
  } else {
    scf.yield %i, %f, %v, %m, %t, %z, %c : index, f64, vector<4xi8>, memref<?xf32>, tensor<2xi32>, complex<f32>, i1
  }
  return %r#6 : i1
}

func.func @loop_kinds(%n: index, %v: vector<2xf16>, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %x) -> (vector<2xf16>, i64) {
    %w = arith.addf %a, %a : vector<2xf16>
    scf.yield %w, %b : vector<2xf16>, i64
  }
  return %r#1 : i64
}
