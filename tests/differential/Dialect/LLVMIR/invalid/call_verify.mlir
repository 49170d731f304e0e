// RUN: --split-input-file
// llvm.call's and llvm.call_intrinsic's verifiers: the callee against the
// function it names (counts, types, variadic rules), indirect calls,
// var_callee_type, the operand bundles and their tags, the intrinsic name.

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @nope(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i64) {
  %0 = llvm.call @f(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  llvm.call @f(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(i32)
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32, ...) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32, i32, ...) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(!llvm.func<i32 (i32, i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32, %p: i32) {
  %0 = llvm.call %p(%a) : i32, (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(!llvm.func<i32 (i32)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32, ...) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(!llvm.func<i32 (i64, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32, ...)
llvm.func @c(%a: i32) {
  llvm.call @f(%a) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(i32, ...) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = "llvm.call"(%a, %a) <{callee = @f, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = "llvm.call"(%a, %a) <{callee = @f, op_bundle_sizes = array<i32: 2>, operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = "llvm.call"(%a, %a) <{callee = @f, op_bundle_sizes = array<i32: 1>, op_bundle_tags = [1], operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call_intrinsic "foo"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0:2 = "llvm.call"(%a) <{callee = @f, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> (i32, i32)
  llvm.return
}

// -----

llvm.mlir.global @g() : i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @g(%a) : (i32) -> i32
  llvm.return
}

// -----

func.func private @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32, i32, ...) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = "llvm.call"(%a) <{callee = @f, op_bundle_sizes = array<i32: -1>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = "llvm.call"(%a) <{callee = @f::@g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32
  %1 = "llvm.call_intrinsic"(%a, %a) <{intrin = "llvm.foo", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.call %p(%a) vararg(!llvm.func<i32 (i32)>) : !llvm.ptr, (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @c(%a) : (i32) -> i32
  llvm.return
}
