// RUN: -e main --entry-point-result=void
// Insertion sort of a copy of a global table in place (scf.while inside
// scf.for, loads and stores at computed indices), then a binary search
// for present and absent keys.
memref.global "private" constant @data : memref<12xf32> = dense<[3.5, -1.0, 7.25, 0.0, -0.0, 2.0, -8.5, 7.25, 1.0e-3, 100.0, -1.0e-3, 4.0]>
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @search(%a: memref<12xf32>, %key: f32) -> i64 {
  %lo0 = arith.constant 0 : index
  %hi0 = arith.constant 12 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%lo = %lo0, %hi = %hi0) : (index, index) -> (index, index) {
    %go = arith.cmpi ult, %lo, %hi : index
    scf.condition(%go) %lo, %hi : index, index
  } do {
  ^bb0(%lo: index, %hi: index):
    %sum = arith.addi %lo, %hi : index
    %mid = arith.shrui %sum, %c1 : index
    %v = memref.load %a[%mid] : memref<12xf32>
    %less = arith.cmpf olt, %v, %key : f32
    %mid1 = arith.addi %mid, %c1 : index
    %nlo = arith.select %less, %mid1, %lo : index
    %nhi = arith.select %less, %hi, %mid : index
    scf.yield %nlo, %nhi : index, index
  }
  %ri = arith.index_cast %r#0 : index to i64
  return %ri : i64
}

func.func @main() {
  %g = memref.get_global @data : memref<12xf32>
  %a = memref.alloc() : memref<12xf32>
  memref.copy %g, %a : memref<12xf32> to memref<12xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c1 to %c12 step %c1 {
    %key = memref.load %a[%i] : memref<12xf32>
    %j = scf.while (%j = %i) : (index) -> index {
      %pos = arith.cmpi ugt, %j, %c0 : index
      %cont = scf.if %pos -> (i1) {
        %jm = arith.subi %j, %c1 : index
        %prev = memref.load %a[%jm] : memref<12xf32>
        %gt = arith.cmpf ogt, %prev, %key : f32
        scf.yield %gt : i1
      } else {
        %f = arith.constant false
        scf.yield %f : i1
      }
      scf.condition(%cont) %j : index
    } do {
    ^bb0(%j: index):
      %jm = arith.subi %j, %c1 : index
      %prev = memref.load %a[%jm] : memref<12xf32>
      memref.store %prev, %a[%j] : memref<12xf32>
      scf.yield %jm : index
    }
    memref.store %key, %a[%j] : memref<12xf32>
  }
  %u = memref.cast %a : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %k1 = arith.constant 7.25 : f32
  %k2 = arith.constant 5.0 : f32
  %k3 = arith.constant -100.0 : f32
  %k4 = arith.constant 1000.0 : f32
  %s1 = call @search(%a, %k1) : (memref<12xf32>, f32) -> i64
  %s2 = call @search(%a, %k2) : (memref<12xf32>, f32) -> i64
  %s3 = call @search(%a, %k3) : (memref<12xf32>, f32) -> i64
  %s4 = call @search(%a, %k4) : (memref<12xf32>, f32) -> i64
  call @printI64(%s1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s3) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s4) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<12xf32>
  return
}
