// Branch weights on `llvm.cond_br`, `llvm.switch` and `llvm.invoke` become
// `!prof` metadata; equal weights share one node across kinds of branch,
// weights above 2^31 print negative, and branches without weights carry
// none.
llvm.func @personality(...) -> i32
llvm.func @callee(i32) -> i32

llvm.func @conditional(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c weights([3, 7]), ^one, ^two
^one:
  llvm.return %a : i32
^two:
  llvm.cond_br %c weights([0, 4294967]), ^one, ^three
^three:
  llvm.cond_br %c weights([-1, -2147483648]), ^one, ^four
^four:
  llvm.cond_br %c weights([3, 7]), ^one, ^five
^five:
  llvm.cond_br %c, ^one, ^six
^six:
  llvm.cond_br %c weights([100, 1]), ^one, ^seven(%a, %a : i32, i32)
^seven(%x: i32, %y: i32):
  %s = llvm.add %x, %y : i32
  llvm.return %s : i32
}

llvm.func @switches(%a: i32, %b: i64) -> i32 {
  llvm.switch %a : i32, ^default [
    1: ^one,
    2: ^two(%a : i32)
  ] {branch_weights = array<i32: 5, 6, 7>}
^default:
  llvm.switch %b : i64, ^one [
    -1: ^two(%a : i32),
    8589934592: ^one
  ] {branch_weights = array<i32: 0, 0, 9>}
^one:
  llvm.switch %a : i32, ^two(%a : i32) [
    7: ^default
  ]
^two(%x: i32):
  llvm.return %x : i32
}

llvm.func @invokes(%a: i32) -> i32 attributes {personality = @personality} {
  %0 = llvm.invoke @callee(%a) to ^ok unwind ^pad {branch_weights = array<i32: 100, 1>} : (i32) -> i32
^ok:
  %1 = llvm.invoke @callee(%0) to ^done unwind ^pad : (i32) -> i32
^done:
  llvm.return %1 : i32
^pad:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}
