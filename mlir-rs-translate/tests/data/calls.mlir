llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @callee(i32, f64) -> f64
llvm.func @sink(!llvm.ptr {llvm.noalias, llvm.nonnull}, i32 {llvm.signext}) -> (i32 {llvm.zeroext})
llvm.func @calls(%fp: !llvm.ptr, %p: !llvm.ptr, %a: i32, %d: f64) -> f64 {
  %0 = llvm.call @callee(%a, %d) : (i32, f64) -> f64
  %1 = llvm.call %fp(%a, %0) : !llvm.ptr, (i32, f64) -> f64
  %2 = llvm.call @printf(%p, %a, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  %3 = llvm.call fastcc @callee(%a, %1) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f64) -> f64
  %4 = llvm.call tail @callee(%a, %3) : (i32, f64) -> f64
  %5 = llvm.call @sink(%p, %a) : (!llvm.ptr, i32) -> i32
  llvm.return %4 : f64
}
