// RUN:
// RUN: --mlir-print-op-generic

func.func @alloca_plain(%n: i64) -> !llvm.ptr {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  return %0 : !llvm.ptr
}

func.func @alloca_aligned(%n: i32) -> !llvm.ptr {
  %0 = llvm.alloca %n x f64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  return %0 : !llvm.ptr
}

func.func @alloca_zero_alignment_dropped(%n: i64) -> !llvm.ptr {
  %0 = llvm.alloca %n x i8 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  return %0 : !llvm.ptr
}

func.func @alloca_inalloca_struct(%n: i64) -> !llvm.ptr {
  %0 = llvm.alloca inalloca %n x !llvm.struct<(i32, ptr, array<4 x i8>)> {alignment = 4 : i64} : (i64) -> !llvm.ptr
  return %0 : !llvm.ptr
}

func.func @alloca_address_space(%n: i16) -> !llvm.ptr<5> {
  %0 = llvm.alloca %n x vector<4xf32> {alignment = 32 : i64, tag = "x"} : (i16) -> !llvm.ptr<5>
  return %0 : !llvm.ptr<5>
}

func.func @alloca_identified_and_target(%n: i64) -> (!llvm.ptr, !llvm.ptr) {
  %0 = llvm.alloca %n x !llvm.struct<"node", (i32, ptr)> : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.target<"spirv.Event"> : (i64) -> !llvm.ptr
  return %0, %1 : !llvm.ptr, !llvm.ptr
}

func.func @load_plain(%p: !llvm.ptr) -> (i32, f64, !llvm.ptr, vector<2xi16>) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> f64
  %2 = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load %p : !llvm.ptr -> vector<2xi16>
  return %0, %1, %2, %3 : i32, f64, !llvm.ptr, vector<2xi16>
}

func.func @load_flags(%p: !llvm.ptr<3>) -> (i32, i32, i32, i32) {
  %0 = llvm.load volatile %p : !llvm.ptr<3> -> i32
  %1 = llvm.load %p {nontemporal} : !llvm.ptr<3> -> i32
  %2 = llvm.load %p invariant : !llvm.ptr<3> -> i32
  %3 = llvm.load volatile %p invariant invariant_group {alignment = 2 : i64, nontemporal} : !llvm.ptr<3> -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @load_aggregates(%p: !llvm.ptr) -> (!llvm.struct<(i32, f32)>, !llvm.array<3 x i64>) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %1 = llvm.load %p : !llvm.ptr -> !llvm.array<3 x i64>
  return %0, %1 : !llvm.struct<(i32, f32)>, !llvm.array<3 x i64>
}

func.func @load_atomic(%p: !llvm.ptr) -> (i64, f32, !llvm.ptr, i8) {
  %0 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %1 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
  %2 = llvm.load volatile %p atomic syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %3 = llvm.load %p atomic syncscope("") unordered invariant {alignment = 1 : i64} : !llvm.ptr -> i8
  return %0, %1, %2, %3 : i64, f32, !llvm.ptr, i8
}

func.func @store_plain(%p: !llvm.ptr, %v: i32, %f: f16, %s: !llvm.struct<(i8, i8)>) {
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store %f, %p {alignment = 2 : i64} : f16, !llvm.ptr
  llvm.store %s, %p : !llvm.struct<(i8, i8)>, !llvm.ptr
  return
}

func.func @store_flags(%p: !llvm.ptr<1>, %v: i64) {
  llvm.store volatile %v, %p : i64, !llvm.ptr<1>
  llvm.store %v, %p {nontemporal} : i64, !llvm.ptr<1>
  llvm.store %v, %p invariant_group : i64, !llvm.ptr<1>
  llvm.store volatile %v, %p invariant_group {alignment = 8 : i64, nontemporal, note = 1} : i64, !llvm.ptr<1>
  return
}

func.func @store_atomic(%p: !llvm.ptr, %v: i32, %q: !llvm.ptr, %d: f64) {
  llvm.store %v, %p atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %q, %p atomic syncscope("singlethread") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.store %d, %p atomic unordered invariant_group {alignment = 8 : i64} : f64, !llvm.ptr
  return
}

func.func @generic_forms(%p: !llvm.ptr, %n: i64, %v: i32) -> i32 {
  %0 = "llvm.alloca"(%n) <{elem_type = i32, inalloca}> : (i64) -> !llvm.ptr
  %1 = "llvm.load"(%p) <{ordering = 2 : i64, alignment = 4 : i64, syncscope = "x"}> : (!llvm.ptr) -> i32
  %2 = "llvm.load"(%p) : (!llvm.ptr) -> i32
  "llvm.store"(%v, %0) <{ordering = 0 : i64, volatile_, invariantGroup}> : (i32, !llvm.ptr) -> ()
  "llvm.store"(%v, %0) {nontemporal} : (i32, !llvm.ptr) -> ()
  return %1 : i32
}
