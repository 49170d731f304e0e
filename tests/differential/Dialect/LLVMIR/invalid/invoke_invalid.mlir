// RUN: --split-input-file
// llvm.invoke's verifier (var_callee_type, the unwind destination, the
// operand bundles, branch weights, the operands passed to each
// destination, and the order of these checks) and what its custom form
// refuses.

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  llvm.br ^pad
^pad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad vararg(!llvm.func<i32 (i32)>) : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32, ...) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad vararg(!llvm.func<i32 (i64, ...)>) : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32, ...) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad vararg(!llvm.func<i32 (i32, i32, ...)>) : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32, ...) -> i32
llvm.func @h(%a: i32) attributes {personality = @p} {
  llvm.invoke @f(%a) to ^ok unwind ^bad vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> ()
^ok:
  llvm.return
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32, ...) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad {branch_weights = array<i32: 1>} : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = "llvm.invoke"(%a, %a)[^ok, ^bad] <{callee = @f, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = "llvm.invoke"(%a, %a)[^ok, ^bad] <{callee = @f, op_bundle_sizes = array<i32: 1>, op_bundle_tags = [1 : i32], operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = "llvm.invoke"(%a, %a)[^ok, ^bad] <{callee = @f, op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["x"], operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = "llvm.invoke"(%a)[^ok, ^bad] <{callee = @f, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok(%a : i32) unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad(%a : i32) : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad(%x: i64):
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok(%0 : i32) unwind ^bad : (i32) -> i32
^ok(%x: i32):
  llvm.return %x : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
  llvm.return %a : i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad vararg(!llvm.func<i32 (i32)>) : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = "llvm.invoke"(%a, %a)[^ok, ^bad] <{callee = @f, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @f(i32) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad {branch_weights = array<i32: 1, 2, 3>} : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  llvm.return %a : i32
}

// -----

llvm.func @p(...) -> i32
llvm.func @h(%a: i32) -> i32 attributes {personality = @p} {
  %0 = llvm.invoke %a(%a) to ^ok unwind ^bad : i32, (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke @f(%a) ^ok unwind ^bad : (i32) -> i32
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke @f(%a) to ^ok ^bad : (i32) -> i32
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke @f(%a) to unwind ^bad : (i32) -> i32
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : i32
}

// -----

llvm.func @h(%a: !llvm.ptr) {
  %0 = llvm.invoke %a() to ^ok unwind ^bad : () -> i32
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke "f"(%a) to ^ok unwind ^bad : (i32) -> i32
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> (i32, i32)
}

// -----

llvm.func @h(%a: i32) {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> !llvm.void
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok unwind ^bad ["tag"(%a, %a : i32)] : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok unwind ^bad [%a] : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok unwind ^bad vararg("x") : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok(%a) unwind ^bad : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok(%a, %a : i32) unwind ^bad : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok(%a : i32 unwind ^bad : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok unwind ^bad(%a : i64) : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok unwind ^bad : (i64) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ok unwind ^bad : (i32) -> ()
}

// -----

llvm.func @h(%a: i32) {
  llvm.invoke @f(%a) to ^ok unwind ^bad {CConv = #llvm.cconv<fastcc>} : (i32) -> ()
}
