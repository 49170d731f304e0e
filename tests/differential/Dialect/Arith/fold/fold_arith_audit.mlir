// RUN: --test-single-fold
// RUN: --canonicalize
// One function per arith op with a folder: each of the folder's rules,
// and the near misses that must stay.
func.func @addi(%x: i32, %a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %r0 = arith.addi %x, %z : i32
  %s = arith.subi %a, %b : i32
  %r1 = arith.addi %s, %b : i32
  %r2 = arith.addi %b, %s : i32
  %r3 = arith.addi %s, %a : i32
  %c = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %r4 = arith.addi %c, %one : i32
  return %r0, %r1, %r2, %r3, %r4 : i32, i32, i32, i32, i32
}

func.func @subi(%x: i32, %a: i32, %b: i32, %t: tensor<?xi32>) -> (i32, i32, i32, i32, tensor<?xi32>, i32) {
  %z = arith.constant 0 : i32
  %r0 = arith.subi %x, %x : i32
  %r1 = arith.subi %x, %z : i32
  %s = arith.addi %a, %b : i32
  %r2 = arith.subi %s, %b : i32
  %r3 = arith.subi %s, %a : i32
  %r4 = arith.subi %t, %t : tensor<?xi32>
  %r5 = arith.subi %z, %x : i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i32, tensor<?xi32>, i32
}

func.func @muli(%x: i32, %v: vector<2xi8>) -> (i32, i32, vector<2xi8>, i32) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r0 = arith.muli %x, %z : i32
  %r1 = arith.muli %x, %one : i32
  %two = arith.constant dense<[16, 3]> : vector<2xi8>
  %r2 = arith.muli %two, %two : vector<2xi8>
  %r3 = arith.muli %one, %x : i32
  return %r0, %r1, %r2, %r3 : i32, i32, vector<2xi8>, i32
}

func.func @extended(%x: i32) -> (i32, i1, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %s, %o = arith.addui_extended %x, %z : i32, i1
  %l, %h = arith.mulsi_extended %x, %z : i32
  %l1, %h1 = arith.mului_extended %x, %one : i32
  %l2, %h2 = arith.mulsi_extended %x, %one : i32
  return %s, %o, %l, %h, %l1, %h1, %l2, %h2 : i32, i1, i32, i32, i32, i32, i32, i32
}

func.func @divisions(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %r0 = arith.divui %x, %one : i32
  %r1 = arith.divsi %x, %one : i32
  %r2 = arith.ceildivui %x, %one : i32
  %r3 = arith.ceildivsi %x, %one : i32
  %r4 = arith.floordivsi %x, %one : i32
  %r5 = arith.remui %x, %one : i32
  %r6 = arith.remsi %x, %one : i32
  %m = arith.muli %x, %y overflow<nuw> : i32
  %r7 = arith.divui %m, %y : i32
  %ms = arith.muli %x, %y overflow<nsw> : i32
  %r8 = arith.divsi %ms, %x : i32
  %r9 = arith.divui %ms, %y : i32
  %seven = arith.constant 7 : i32
  %r10 = arith.divui %seven, %z : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %ones = arith.constant -1 : i32
  %r0 = arith.andi %x, %z : i32
  %r1 = arith.andi %x, %ones : i32
  %n = arith.xori %x, %ones : i32
  %r2 = arith.andi %x, %n : i32
  %r3 = arith.andi %n, %x : i32
  %a = arith.andi %x, %y : i32
  %r4 = arith.andi %x, %a : i32
  %r5 = arith.andi %a, %y : i32
  %r6 = arith.ori %x, %z : i32
  %r7 = arith.ori %x, %ones : i32
  %r8 = arith.ori %x, %n : i32
  %r9 = arith.xori %x, %z : i32
  %r10 = arith.xori %x, %x : i32
  %p = arith.xori %x, %y : i32
  %r11 = arith.xori %p, %y : i32
  %r12 = arith.xori %y, %p : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @min_max(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %z = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %r0 = arith.maxsi %x, %x : i8
  %r1 = arith.maxsi %x, %max : i8
  %r2 = arith.maxsi %x, %min : i8
  %r3 = arith.maxui %x, %ones : i8
  %r4 = arith.maxui %x, %z : i8
  %r5 = arith.minsi %x, %min : i8
  %r6 = arith.minsi %x, %max : i8
  %r7 = arith.minui %x, %z : i8
  %r8 = arith.minui %x, %ones : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i8, i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @shifts(%x: i8) -> (i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %c = arith.constant -16 : i8
  %s = arith.constant 2 : i8
  %big = arith.constant 8 : i8
  %r0 = arith.shli %x, %z : i8
  %r1 = arith.shrui %c, %s : i8
  %r2 = arith.shrsi %c, %s : i8
  %r3 = arith.shli %c, %big : i8
  %r4 = arith.shrsi %x, %z : i8
  return %r0, %r1, %r2, %r3, %r4 : i8, i8, i8, i8, i8
}

func.func @float_binary(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %r0 = arith.addf %x, %nz : f32
  %r1 = arith.addf %x, %pz : f32
  %r2 = arith.subf %x, %pz : f32
  %r3 = arith.subf %x, %nz : f32
  %r4 = arith.mulf %x, %one : f32
  %r5 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  %r6 = arith.mulf %x, %pz fastmath<nnan> : f32
  %r7 = arith.divf %x, %one : f32
  %r8 = arith.maximumf %x, %ninf : f32
  %r9 = arith.minimumf %x, %pinf : f32
  %r10 = arith.maxnumf %x, %nan : f32
  %r11 = arith.minnumf %x, %nan : f32
  %r12 = arith.maximumf %x, %x : f32
  %three = arith.constant 3.5 : f32
  %r13 = arith.remf %three, %one : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @negf(%x: f32) -> (f32, f32) {
  %n = arith.negf %x : f32
  %r0 = arith.negf %n : f32
  %c = arith.constant 2.0 : f32
  %r1 = arith.negf %c : f32
  return %r0, %r1 : f32, f32
}

func.func @int_casts(%x: i8, %w: i64, %i: index) -> (i32, i32, i16, i8, i16, i8, i8, index, i32, index, i64) {
  %u = arith.extui %x : i8 to i16
  %r0 = arith.extui %u : i16 to i32
  %s = arith.extsi %x : i8 to i16
  %r1 = arith.extsi %s : i16 to i32
  %e = arith.extsi %x : i8 to i32
  %r2 = arith.trunci %e : i32 to i16
  %r3 = arith.trunci %e : i32 to i8
  %t = arith.trunci %w : i64 to i32
  %r4 = arith.trunci %t : i32 to i16
  %e2 = arith.extui %r4 : i16 to i32
  %r5 = arith.trunci %e2 : i32 to i8
  %m = arith.constant -1 : i64
  %r6 = arith.trunci %m : i64 to i8
  %ci = arith.index_cast %x : i8 to index
  %r7 = arith.index_cast %ci : index to i32
  %c = arith.constant -5 : i32
  %r8 = arith.index_castui %c : i32 to index
  %r9 = arith.index_cast %i : index to i32
  %r10 = arith.index_cast %r9 : i32 to index
  %k = arith.constant 300 : index
  %r11 = arith.index_cast %k : index to i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r8, %r7, %r10, %r11 : i32, i32, i16, i8, i16, i8, i8, index, i32, index, i64
}

func.func @float_int_casts() -> (f32, f32, i8, i8, i8, f16) {
  %c = arith.constant -3 : i8
  %r0 = arith.sitofp %c : i8 to f32
  %r1 = arith.uitofp %c : i8 to f32
  %f = arith.constant -2.75 : f32
  %r2 = arith.fptosi %f : f32 to i8
  %r3 = arith.fptoui %f : f32 to i8
  %g = arith.constant 300.5 : f32
  %r4 = arith.fptosi %g : f32 to i8
  %big = arith.constant 65520 : i32
  %r5 = arith.uitofp %big : i32 to f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, i8, i8, i8, f16
}

func.func @bitcast(%x: f32) -> (i32, f32, vector<2xi16>, f32) {
  %c = arith.constant 1.0 : f32
  %r0 = arith.bitcast %c : f32 to i32
  %b = arith.bitcast %x : f32 to i32
  %r1 = arith.bitcast %b : i32 to f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf16>
  %r2 = arith.bitcast %v : vector<2xf16> to vector<2xi16>
  %p = ub.poison : i32
  %r3 = arith.bitcast %p : i32 to f32
  return %r0, %r1, %r2, %r3 : i32, f32, vector<2xi16>, f32
}

func.func @cmpi(%x: i32, %b: i1, %y: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %z = arith.constant 0 : i32
  %r0 = arith.cmpi sle, %x, %x : i32
  %r1 = arith.cmpi ult, %x, %x : i32
  %e = arith.extui %b : i1 to i32
  %r2 = arith.cmpi ne, %e, %z : i32
  %s = arith.extsi %b : i1 to i32
  %r3 = arith.cmpi ne, %s, %z : i32
  %f = arith.constant false
  %t = arith.constant true
  %r4 = arith.cmpi ne, %b, %f : i1
  %r5 = arith.cmpi eq, %b, %t : i1
  %r6 = arith.cmpi slt, %z, %x : i32
  %c = arith.constant 5 : i32
  %r7 = arith.cmpi ugt, %c, %z : i32
  %r8 = arith.cmpi eq, %e, %z : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf(%x: f32) -> (i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r0 = arith.cmpf olt, %x, %nan : f32
  %r1 = arith.cmpf uno, %nan, %x : f32
  %r2 = arith.cmpf olt, %one, %two : f32
  %r3 = arith.cmpf oeq, %x, %x : f32
  %r4 = arith.cmpf une, %nan, %nan : f32
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}

func.func @select(%c: i1, %x: i32, %y: i32, %v: vector<2xi32>) -> (i32, i32, i32, i32, i1, i32, i32, vector<2xi32>, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r0 = arith.select %c, %x, %x : i32
  %r1 = arith.select %t, %x, %y : i32
  %r2 = arith.select %f, %x, %y : i32
  %p = ub.poison : i32
  %r3 = arith.select %c, %p, %y : i32
  %r4 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %r5 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %r6 = arith.select %ne, %x, %y : i32
  %mask = arith.constant dense<[true, false]> : vector<2xi1>
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %r7 = arith.select %mask, %a, %b : vector<2xi1>, vector<2xi32>
  %r8 = arith.select %c, %f, %t : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i32, i32, i32, i32, i1, i32, i32, vector<2xi32>, i1
}

func.func @extf_truncf(%x: f32) -> (f32, f32, f64) {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %r0 = arith.extf %t fastmath<contract> : f16 to f32
  %t1 = arith.truncf %x : f32 to f16
  %r1 = arith.extf %t1 fastmath<contract> : f16 to f32
  %c = arith.constant 0.1 : f32
  %r2 = arith.extf %c : f32 to f64
  return %r0, %r1, %r2 : f32, f32, f64
}

// Round trips through a wider index are not folded in MLIR 22 (the
// IndexCastOfIndexCast patterns of --canonicalize remove them).
func.func @index_cast_round_trips(%x: i32) -> (i32, i32) {
  %i = arith.index_cast %x : i32 to index
  %r0 = arith.index_cast %i : index to i32
  %u = arith.index_castui %x : i32 to index
  %r1 = arith.index_castui %u : index to i32
  return %r0, %r1 : i32, i32
}
