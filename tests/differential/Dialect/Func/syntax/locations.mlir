// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic
// Locations of function arguments: written after the argument (also as
// aliases defined before or after), or the position of `%name`. They print
// inline, but their aliases are still defined.

#early = loc("early.mlir":7:8)

func.func @written(%a: i32 loc("args.mlir":1:2), %b: f32 loc("named"("inner.mlir":3:4)), %c: i1 loc(unknown)) {
  "t.term"(%a, %b, %c) : (i32, f32, i1) -> () loc("term.mlir":9:9)
}

func.func @aliases(%a: i32 loc(#early), %b: i64 {t.x} loc(#late)) -> i64 {
  "t.term"(%b) : (i64) -> () loc(#late)
} loc(#early)

func.func @implicit(%first: index, %second: index) attributes {t.y} {
  "t.term"() : () -> ()
}

func.func @composite(%a: i8 loc(fused["f.mlir":1:1, "g.mlir":2:2]), %b: i8 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))) {
  "t.term"() : () -> ()
}

// A declaration drops its argument locations, even undefined aliases.
func.func private @declared(i32 loc("gone.mlir":1:1), i64 loc(#never_defined))
func.func private @declared_named(%x: i32 loc("gone.mlir":2:2))

#late = loc("late.mlir":5:6)
