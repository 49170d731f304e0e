// RUN: --allow-unregistered-dialect --convert-scf-to-cf --split-input-file
// An scf.forall with shared outputs (not bufferized) cannot become an
// scf.parallel: the conversion fails at it and the pass fails; each chunk
// is converted on its own.

func.func @shared_outputs(%t: tensor<16xf32>) -> tensor<16xf32> {
  %r = scf.forall (%i) in (16) shared_outs(%o = %t) -> (tensor<16xf32>) {
    "work.visit"(%i) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<16xf32>
}

// -----

func.func @after_lowered_ops(%c: i1, %t: tensor<4xi8>) -> tensor<4xi8> {
  scf.if %c {
    "work.then"() : () -> ()
  }
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %t) -> (tensor<4xi8>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xi8>
}

// -----

func.func @fine(%n: index) {
  scf.forall (%i) in (%n) {
    "work.visit"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @two_failures(%t: tensor<2xf32>, %u: tensor<3xf32>) -> (tensor<2xf32>, tensor<3xf32>) {
  %a = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<2xf32>) {
    scf.forall.in_parallel {
    }
  }
  %b = scf.forall (%i) in (3) shared_outs(%o = %u) -> (tensor<3xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %a, %b : tensor<2xf32>, tensor<3xf32>
}
