// RUN: --allow-unregistered-dialect --remove-dead-values
// RUN: --allow-unregistered-dialect --remove-dead-values --mlir-disable-threading
// RUN: --allow-unregistered-dialect --remove-dead-values=canonicalize=false
// The canonicalization after the removal runs on the region ops only, and
// visits what upstream's driver visits: the users of a result an `scf.if`
// replaces by its condition are not visited again (no merge of the `if`s
// after), ops built inside a new loop body are not visited, new loops are.

func.func private @sink(i32)
func.func private @sinki(index, index)

func.func @if_result_is_condition(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    func.call @sink(%a) : (i32) -> ()
    scf.yield %t : i1
  } else {
    %f = arith.constant false
    scf.yield %f : i1
  }
  scf.if %r {
    scf.if %c {
      func.call @sink(%a) : (i32) -> ()
    }
    func.call @sink(%a) : (i32) -> ()
  }
  "test.use"(%r) : (i1) -> ()
  return %r : i1
}

func.func @if_result_is_negation(%c: i1, %a: i32) -> i1 {
  %r = scf.if %c -> (i1) {
    %f = index.bool.constant false
    func.call @sink(%a) : (i32) -> ()
    scf.yield %f : i1
  } else {
    %t = index.bool.constant true
    scf.yield %t : i1
  }
  return %r : i1
}

func.func @three_ifs_merge(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  }
  scf.if %c {
    %b = arith.addi %a, %a : i32
    func.call @sink(%b) : (i32) -> ()
  }
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
    "test.other"() : () -> ()
  }
  return
}

func.func @merged_parallel_body_not_folded(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %s = arith.addi %c5, %c6 : index
      %m = arith.muli %j, %c1 : index
      %d = arith.addi %s, %i : index
      func.call @sinki(%d, %m) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @forall_unused_shared_out(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "test.visit"(%i) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  %s = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "test.visit"(%i, %o) : (index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r, %s : tensor<8xf32>, tensor<8xf32>
}

func.func @affine_zero_trip_keeps_bound_constant(%x: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %r = affine.for %i = %c3 to 3 iter_args(%s = %x) -> (f32) {
    %y = arith.mulf %s, %s : f32
    affine.yield %y : f32
  }
  return %r : f32
}
