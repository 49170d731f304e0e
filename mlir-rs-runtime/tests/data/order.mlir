// Output order when a program mixes the runner utils with its own `printf`
// (all of it goes through the C library's `stdout` buffer), and
// `memref.copy` of a strided memref, which lowers to a call of `memrefCopy`.
module {
  llvm.mlir.global internal constant @fmt("<printf %d>\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @str("a string, no newline\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  memref.global "private" constant @m : memref<3x4xf32> = dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]>
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printString(!llvm.ptr)
  func.func private @printNewline()
  func.func private @printComma()
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() -> i32 {
    %x = arith.constant 2.5 : f64
    func.call @printF64(%x) : (f64) -> ()
    func.call @printComma() : () -> ()
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %n = llvm.mlir.constant(42 : i32) : i32
    %r = llvm.call @printf(%fmt, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %s = llvm.mlir.addressof @str : !llvm.ptr
    func.call @printString(%s) : (!llvm.ptr) -> ()
    %m = memref.get_global @m : memref<3x4xf32>
    %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %r2 = llvm.call @printf(%fmt, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    // A 3x2 window (columns 1 and 3) copied into a fresh transposed buffer.
    %w = memref.subview %m[0, 1] [3, 2] [1, 2] : memref<3x4xf32> to memref<3x2xf32, strided<[4, 2], offset: 1>>
    %dst = memref.alloc() : memref<2x3xf32>
    %t = memref.transpose %dst (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
    memref.copy %w, %t : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<3x2xf32, strided<[1, 3]>>
    %ud = memref.cast %dst : memref<2x3xf32> to memref<*xf32>
    func.call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
    %i = arith.constant -7 : i64
    func.call @printI64(%i) : (i64) -> ()
    func.call @printNewline() : () -> ()
    memref.dealloc %dst : memref<2x3xf32>
    %zero = arith.constant 0 : i32
    return %zero : i32
  }
}
