// RUN: --split-input-file
// What the custom forms of llvm.call and llvm.call_intrinsic refuse: the
// trailing types, the operand bundles, the callee, the keywords and the
// attributes the form sets itself.

llvm.func @c(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.call %p(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.call @f(%a) : !llvm.ptr, (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> (i32, i32)
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> !llvm.void
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32)
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) ["x"(%a : i32, i32)] : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) [x(%a : i32)] : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a, %a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg(i32) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call "f"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (tensor<i32>) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call_intrinsic @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.call %p(%a) : !llvm.ptr (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call fastcc fastcc @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call tail fastcc @f(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) {callee = "x"} : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) ["x"(%a : i32), "y"(%a, %a : i32)] : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) ["x"(%a : i32) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f %a : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) vararg !llvm.func<i32 (i32, ...)> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) {CConv = #llvm.cconv<fastcc>} : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call_intrinsic "llvm.foo"(%a) : (i32)
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call_intrinsic "llvm.foo" %a : (i32) -> i32
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32) -> i32 {x}
  llvm.return
}

// -----

llvm.func @c(%a: i32) {
  %0 = llvm.call @f(%a) : (i32 {x) -> i32
  llvm.return
}
