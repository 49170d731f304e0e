// RUN:
// RUN: --mlir-print-op-generic
// Two sibling modules inside a function, each with functions: siblings both
// start from the parent's counters, deeper levels continue them. (Source
// names must be unique: the parser does not allow shadowing here.)
func.func @root(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %t = arith.constant true
  builtin.module {
    func.func @a(%y: i32) -> i32 {
      %a1 = arith.constant 1 : i32
      %a2 = arith.constant true
      %s = arith.addi %y, %a1 : i32
      return %s : i32
    }
  }
  builtin.module {
    func.func @b() -> i1 {
      %b1 = arith.constant true
      %b2 = arith.constant false
      builtin.module {
        func.func @c() {
          %d1 = arith.constant true
          %d2 = arith.constant 1 : i32
          %d3 = ub.poison : i32
          return
        }
      }
      return %b1 : i1
    }
  }
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
