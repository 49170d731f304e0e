llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.mlir.global external constant @_ZTIPKc() : !llvm.ptr
llvm.func @f(i32) -> i32
llvm.func @g()
llvm.func @v(i32, ...) -> i64
llvm.func @sink(i32 {llvm.signext}) -> (i32 {llvm.zeroext})
llvm.func @declared_with_personality() attributes {personality = @__gxx_personality_v0}

llvm.func @invokes(%a: i32, %fp: !llvm.ptr, %d: f64) -> i32 attributes {personality = @__gxx_personality_v0} {
  %null = llvm.mlir.zero : !llvm.ptr
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %tc = llvm.mlir.addressof @_ZTIPKc : !llvm.ptr
  %cast = llvm.bitcast %tc : !llvm.ptr to !llvm.ptr
  %arr = llvm.mlir.zero : !llvm.array<1 x ptr>
  %0 = llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  %1 = llvm.invoke %fp(%0) to ^next(%0 : i32) unwind ^bad : !llvm.ptr, (i32) -> i32
^next(%x: i32):
  llvm.invoke fastcc @g() to ^more unwind ^other(%x, %1 : i32, i32) : () -> ()
^more:
  %2 = llvm.invoke @v(%a, %d) to ^vv unwind ^bad vararg(!llvm.func<i64 (i32, ...)>) : (i32, f64) -> i64
^vv:
  %3 = llvm.invoke %fp(%a, %d) to ^ind unwind ^bad vararg(!llvm.func<i64 (i32, ...)>) : !llvm.ptr, (i32, f64) -> i64
^ind:
  llvm.invoke cc_10 %fp() to ^attrs unwind ^bad : !llvm.ptr, () -> ()
^attrs:
  %4 = llvm.invoke @sink(%a) to ^w unwind ^bad {branch_weights = array<i32: 100, 1>} : (i32 {llvm.signext}) -> (i32 {llvm.zeroext})
^w:
  %5 = llvm.invoke @f(%4) to ^bundles unwind ^bad : (i32 {llvm.noundef}) -> (i32 {llvm.signext})
^bundles:
  %6 = llvm.invoke @f(%5) to ^done unwind ^bad ["deopt"(%a, %fp : i32, !llvm.ptr), "empty"()] : (i32) -> i32
^done:
  %7 = llvm.call @f(%6) ["deopt"(%a : i32)] : (i32) -> i32
  llvm.return %7 : i32
^bad:
  %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) (catch %cast : !llvm.ptr) (catch %null : !llvm.ptr) (filter %arr : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
^other(%y: i32, %z: i32):
  %lp2 = llvm.landingpad (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %sum = llvm.add %y, %z : i32
  llvm.return %sum : i32
}

llvm.func @shared_unwind(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%a) to ^ok unwind ^pad(%a : i32) : (i32) -> i32
^ok:
  %1 = llvm.invoke @f(%0) to ^done unwind ^pad(%0 : i32) : (i32) -> i32
^done:
  llvm.return %1 : i32
^pad(%v: i32):
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %v : i32
}
