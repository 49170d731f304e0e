// RUN:
// RUN: --mlir-print-op-generic
// llvm.invoke: direct and indirect, with and without result, operands
// passed to either destination, calling conventions, variadic callees,
// argument and result attributes, operand bundles (without destination
// operands), branch weights and other attributes; a callee that names no
// function and operands that do not match the callee are not checked.

llvm.func @f(i32) -> i32
llvm.func @g()
llvm.func @v(i32, ...) -> i64
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @direct(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @no_result() attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @g() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @indirect(%p: !llvm.ptr, %a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke %p(%a) to ^ok unwind ^bad : !llvm.ptr, (i32) -> i32
^ok:
  llvm.invoke %p() to ^done unwind ^bad : !llvm.ptr, () -> ()
^done:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @dest_operands(%a: i32, %b: i64) -> i64 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok(%a, %b : i32, i64) unwind ^bad(%b : i64) : (i32) -> i32
^ok(%x: i32, %y: i64):
  llvm.invoke @g() to ^same(%y : i64) unwind ^bad(%y : i64) : () -> ()
^same(%z: i64):
  llvm.return %z : i64
^bad(%w: i64):
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %w : i64
}

llvm.func @empty_use_list(%a: i32) attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok() unwind ^bad() : (i32) -> i32
^ok:
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

llvm.func @cconv(%p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  llvm.invoke fastcc @g() to ^ok unwind ^bad : () -> ()
^ok:
  llvm.invoke cc_10 %p() to ^done unwind ^bad : !llvm.ptr, () -> ()
^done:
  llvm.invoke ccc @g() to ^end unwind ^bad : () -> ()
^end:
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @variadic(%a: i32, %d: f64) -> i64 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @v(%a, %d, %a) to ^ok unwind ^bad vararg(!llvm.func<i64 (i32, ...)>) : (i32, f64, i32) -> i64
^ok:
  llvm.return %0 : i64
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @arg_res_attrs(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32 {llvm.noundef, llvm.signext}) -> (i32 {llvm.zeroext})
^ok:
  %1 = llvm.invoke @f(%0) to ^done unwind ^bad : (i32) -> (i32 {llvm.noundef})
^done:
  llvm.return %1 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @bundles(%a: i32, %p: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad ["deopt"(%a, %p : i32, !llvm.ptr)] : (i32) -> i32
^ok:
  llvm.invoke @g() to ^next unwind ^bad ["a"(), "b"(%p : !llvm.ptr)] : () -> ()
^next:
  llvm.invoke @g() to ^last unwind ^bad [] : () -> ()
^last:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @weights_and_attrs(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad {branch_weights = array<i32: 1000, 1>} : (i32) -> i32
^ok:
  %1 = llvm.invoke @f(%0) to ^done unwind ^bad {note = "x", unit} : (i32) -> i32
^done:
  llvm.return %1 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @unchecked_callee(%a: i64) attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @missing(%a) to ^ok unwind ^bad : (i64) -> ()
^ok:
  %0 = llvm.invoke @f(%a) to ^done unwind ^bad : (i64) -> f32
^done:
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @recursive(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @recursive(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %0 : i32
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}
