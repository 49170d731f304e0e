// RUN:
// RUN: --mlir-print-op-generic
// RUN: --canonicalize
// The llvm dialect accepts ops it does not define, in the generic form,
// with regions, results and attributes; they are unregistered ops, which
// canonicalization leaves alone.
llvm.func @f(%a: i32) -> i32 {
  "llvm.intr.donothing"() : () -> ()
  %0 = "llvm.not.an.op"(%a) {flag} : (i32) -> i32
  "llvm.wrapper"() ({
    %1 = llvm.add %0, %0 : i32
    "llvm.yield.something"(%1) : (i32) -> ()
  }) : () -> ()
  llvm.return %0 : i32
}
