// RUN: --allow-unregistered-dialect --test-single-fold
// RUN: --allow-unregistered-dialect --test-single-fold --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize
// Multi-result folds materialize their constants in the entry block: in
// result order when the folded op sits in a later block, in reverse order
// when it sits in the entry block itself (each constant is moved ahead of
// the op it replaces).
func.func @later_block(%c: i1) -> (i32, i1, i32, i32, i64) {
  %a = arith.constant 7 : i32
  %b = arith.constant -1 : i32
  cf.br ^bb1
^bb1:
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mului_extended %a, %b : i32
  %x = arith.constant 3 : i64
  return %s, %o, %l, %h, %x : i32, i1, i32, i32, i64
}

func.func @later_blocks_signed(%c: i1) -> (i32, i32, i32, i1) {
  %a = arith.constant 7 : i32
  %b = arith.constant -1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %l, %h = arith.mulsi_extended %a, %b : i32
  cf.br ^bb2
^bb2:
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %m, %n = arith.mulsi_extended %b, %a : i32
  return %m, %n, %s, %o : i32, i32, i32, i1
}

func.func @entry_block() -> (i32, i32, i64, i1) {
  %a = arith.constant 7 : i32
  %b = arith.constant 5 : i32
  %c = arith.constant 9 : i64
  %d = arith.constant -1 : i64
  %l, %h = arith.mulsi_extended %a, %b : i32
  %s, %o = arith.addui_extended %c, %d : i64, i1
  return %l, %h, %s, %o : i32, i32, i64, i1
}

func.func @one_result_already_there(%x: i32) -> (i32, i32, vector<2xi16>, vector<2xi1>) {
  %a = arith.constant 3 : i32
  %b = arith.constant 2 : i32
  %v = arith.constant dense<[-1, 5]> : vector<2xi16>
  %w = arith.constant dense<[1, 7]> : vector<2xi16>
  cf.br ^bb1
^bb1:
  %six = arith.constant 6 : i32
  %l, %h = arith.mului_extended %a, %b : i32
  %s, %o = arith.addui_extended %v, %w : vector<2xi16>, vector<2xi1>
  return %l, %h, %s, %o : i32, i32, vector<2xi16>, vector<2xi1>
}

// An unregistered op's region keeps its own constants.
func.func @nested_region(%c: i1) -> i32 {
  %r = "some.wrap"() ({
    %a = arith.constant 100000 : i32
    %b = arith.constant 300000 : i32
    cf.br ^bb1
  ^bb1:
    %l, %h = arith.mului_extended %a, %b : i32
    "some.yield"(%l, %h) : (i32, i32) -> ()
  }) : () -> i32
  return %r : i32
}
