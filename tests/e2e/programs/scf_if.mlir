// RUN: -e main --entry-point-result=void
// scf.if with and without results and else, nested, with several results,
// and the sign/classification of integers through chains of ifs.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @classify(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c100 = arith.constant 100 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  %r:2 = scf.if %neg -> (i32, i32) {
    %m1 = arith.constant -1 : i32
    %a = arith.subi %c0, %x : i32
    scf.yield %m1, %a : i32, i32
  } else {
    %zero = arith.cmpi eq, %x, %c0 : i32
    %s:2 = scf.if %zero -> (i32, i32) {
      scf.yield %c0, %c0 : i32, i32
    } else {
      %big = arith.cmpi sgt, %x, %c100 : i32
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %k = arith.select %big, %two, %one : i32
      scf.yield %k, %x : i32, i32
    }
    scf.yield %s#0, %s#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @print_pair(%a: i32, %b: i32) {
  %ae = arith.extsi %a : i32 to i64
  %be = arith.extsi %b : i32 to i64
  call @printI64(%ae) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%be) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %v0 = arith.constant -17 : i32
  %v1 = arith.constant 0 : i32
  %v2 = arith.constant 42 : i32
  %v3 = arith.constant 1000 : i32
  %v4 = arith.constant -2147483647 : i32
  %values = memref.alloca() : memref<5xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %v0, %values[%c0] : memref<5xi32>
  memref.store %v1, %values[%c1] : memref<5xi32>
  memref.store %v2, %values[%c2] : memref<5xi32>
  memref.store %v3, %values[%c3] : memref<5xi32>
  memref.store %v4, %values[%c4] : memref<5xi32>
  scf.for %i = %c0 to %c5 step %c1 {
    %x = memref.load %values[%i] : memref<5xi32>
    %r:2 = func.call @classify(%x) : (i32) -> (i32, i32)
    func.call @print_pair(%r#0, %r#1) : (i32, i32) -> ()
    // An if without results: print the index of odd values only.
    %one = arith.constant 1 : i32
    %bit = arith.andi %x, %one : i32
    %odd = arith.cmpi ne, %bit, %v1 : i32
    scf.if %odd {
      %ii = arith.index_cast %i : index to i64
      func.call @printI64(%ii) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
  }
  return
}
