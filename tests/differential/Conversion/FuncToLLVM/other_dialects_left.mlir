// RUN: --convert-func-to-llvm
func.func @mixed(%a: i32, %i: index, %m: memref<2xf32>) -> i32 {
  %c = arith.addi %a, %a : i32
  %j = arith.addi %i, %i : index
  %v = memref.load %m[%j] : memref<2xf32>
  cf.br ^bb1(%c, %j : i32, index)
^bb1(%x: i32, %k: index):
  return %x : i32
}
