// RUN: -e main --entry-point-result=i32
// A main returning i32: the runner prints the result on its own line after
// the program's output. The result is a checksum of a small table.
memref.global "private" constant @table : memref<8xi32> = dense<[3, 1, 4, 1, 5, 9, 2, 6]>
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() -> i32 {
  %t = memref.get_global @table : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %k = arith.constant 31 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %t[%i] : memref<8xi32>
    %ve = arith.extsi %v : i32 to i64
    func.call @printI64(%ve) : (i64) -> ()
    func.call @printComma() : () -> ()
    %m = arith.muli %acc, %k : i32
    %n = arith.addi %m, %v : i32
    scf.yield %n : i32
  }
  call @printNewline() : () -> ()
  %neg = arith.constant -1000000000 : i32
  %out = arith.addi %r, %neg : i32
  return %out : i32
}
