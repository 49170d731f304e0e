// RUN: -e main --entry-point-result=void
// affine.for with bounds maps (max/min of several results, symbols), steps,
// iter_args, affine.apply with mod/floordiv/ceildiv, affine.if, and affine
// loads and stores with index expressions.
#lb = affine_map<(d0)[s0] -> (d0 - 2, s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 3, s0 * 2 + 1)>
#set = affine_set<(d0, d1) : (d0 - d1 >= 0, d0 + d1 - 4 >= 0)>
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @window(%p: index, %s: index) -> i64 {
  %z = arith.constant 0 : i64
  %r = affine.for %i = max #lb(%p)[%s] to min #ub(%p)[%s] step 2 iter_args(%acc = %z) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %x : i64
    affine.yield %n : i64
  }
  return %r : i64
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %w1 = call @window(%c7, %c1) : (index, index) -> i64
  %w2 = call @window(%c7, %c4) : (index, index) -> i64
  %w3 = call @window(%c1, %c10) : (index, index) -> i64
  call @printI64(%w1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w3) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = memref.alloc() : memref<4x5xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 5 + (d0 - d1) floordiv 2 + (d1 - 7) ceildiv 3)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      affine.if #set(%i, %j) {
        %neg = arith.subi %vi, %vi : i32
        %k = arith.constant 100 : i32
        %w = arith.subi %neg, %k : i32
        affine.store %w, %m[%i, %j] : memref<4x5xi32>
      } else {
        affine.store %vi, %m[%i, %j] : memref<4x5xi32>
      }
    }
  }
  %u = memref.cast %m : memref<4x5xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %z = arith.constant 0 : i64
  %diag = affine.for %i = 0 to 4 iter_args(%acc = %z) -> (i64) {
    %x = affine.load %m[%i, %i + 1] : memref<4x5xi32>
    %xe = arith.extsi %x : i32 to i64
    %n = arith.addi %acc, %xe : i64
    affine.yield %n : i64
  }
  call @printI64(%diag) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x5xi32>
  return
}
