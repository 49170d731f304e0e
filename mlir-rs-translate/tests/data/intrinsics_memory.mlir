llvm.func @mem(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %b: i8) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%d, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  "llvm.intr.prefetch"(%d) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}
