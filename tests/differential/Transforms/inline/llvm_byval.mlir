// RUN: --inline=default-pipeline=
// RUN: --inline
// RUN: --inline=default-pipeline= --mlir-print-debuginfo
// A `byval` argument of an inlined `llvm.func` gets its own copy: an
// aligned `llvm.alloca` in the caller's entry block and an
// `llvm.intr.memcpy` of the type's size before the body, both at the
// callee's location. A callee that only reads its arguments' memory needs
// no copy unless its `llvm.align` asks for more than the type's ABI
// alignment and the pointer cannot be shown (or made) aligned enough.

llvm.mlir.global internal @aligned(0 : i64) {alignment = 32 : i64} : i64
llvm.mlir.global internal @loose(0 : i64) {alignment = 4 : i64} : i64
llvm.mlir.global internal @unaligned(0 : i64) : i64

llvm.func @writes(%p: !llvm.ptr {llvm.byval = f64}) -> f64 {
  %c = llvm.mlir.constant(2.0 : f64) : f64
  llvm.store %c, %p : f64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
} loc("writes")

// Sizes and alignments by the default layout: i64 aligned to 4 inside a
// struct, the struct padded to its alignment, an array of structs, a
// packed struct, a vector padded to a power of two, a pointer.
llvm.func @layouts(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64, f32)>},
                   %b: !llvm.ptr {llvm.byval = !llvm.array<3 x struct<(i16, i8)>>},
                   %c: !llvm.ptr {llvm.byval = !llvm.struct<packed (i8, i32, i16)>},
                   %d: !llvm.ptr {llvm.byval = vector<3xi16>},
                   %e: !llvm.ptr {llvm.byval = !llvm.ptr},
                   %f: !llvm.ptr {llvm.byval = i128},
                   %g: !llvm.ptr {llvm.byval = !llvm.struct<(f16, array<2 x i1>, struct<(ptr, i24)>)>}) {
  %zero = llvm.mlir.constant(0 : i8) : i8
  llvm.store %zero, %a : i8, !llvm.ptr
  llvm.store %zero, %b : i8, !llvm.ptr
  llvm.store %zero, %c : i8, !llvm.ptr
  llvm.store %zero, %d : i8, !llvm.ptr
  llvm.store %zero, %e : i8, !llvm.ptr
  llvm.store %zero, %f : i8, !llvm.ptr
  llvm.store %zero, %g : i8, !llvm.ptr
  llvm.return
}

// More layouts: an opaque struct is empty; nested arrays of odd integers,
// vectors of bits, complex numbers, `index`, the 80- and 128-bit floats.
llvm.func @more_layouts(%a: !llvm.ptr {llvm.byval = !llvm.struct<"opaque", opaque>},
                        %b: !llvm.ptr {llvm.byval = !llvm.array<2 x array<3 x i24>>},
                        %c: !llvm.ptr {llvm.byval = vector<5xi1>},
                        %d: !llvm.ptr {llvm.byval = complex<f32>},
                        %e: !llvm.ptr {llvm.byval = index},
                        %f: !llvm.ptr {llvm.byval = f80},
                        %g: !llvm.ptr {llvm.byval = !llvm.ppc_fp128},
                        %h: !llvm.ptr {llvm.byval = !llvm.struct<"named", (i65, struct<packed (i8, i64)>)>}) {
  llvm.return
}

// Writes through its argument, so the copy is needed whatever alignment.
llvm.func @writes_aligned(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 16 : i64}) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.return %c : i32
}

// Only reads: aligned enough by its type, no copy.
llvm.func @reads(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) -> i32 attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// Only reads, but asks for 32-byte alignment.
llvm.func @reads_aligned(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 32 : i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

// Writes only: still a copy.
llvm.func @writes_only(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 32 : i64}) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  %c = llvm.mlir.constant(1 : i64) : i64
  llvm.store %c, %p : i64, !llvm.ptr
  llvm.return
}

llvm.func @caller_writes(%p: !llvm.ptr) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %v = llvm.call @writes(%p) : (!llvm.ptr) -> f64
  %w = llvm.call @writes(%x) : (!llvm.ptr) -> f64
  %s = llvm.fadd %v, %w : f64
  llvm.return %s : f64
} loc("caller_writes")

llvm.func @caller_layouts(%p: !llvm.ptr) {
  llvm.call @layouts(%p, %p, %p, %p, %p, %p, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

llvm.func @caller_more_layouts(%p: !llvm.ptr) {
  llvm.call @more_layouts(%p, %p, %p, %p, %p, %p, %p, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// The call sits in a later block: the slot still goes to the entry block.
llvm.func @caller_later_block(%p: !llvm.ptr, %c: i1) -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %c, ^bb1, ^bb2(%z : i32)
^bb1:
  %v = llvm.call @writes_aligned(%p) : (!llvm.ptr) -> i32
  llvm.br ^bb2(%v : i32)
^bb2(%r: i32):
  llvm.return %r : i32
}

llvm.func @caller_reads(%p: !llvm.ptr) -> i32 {
  %v = llvm.call @reads(%p) : (!llvm.ptr) -> i32
  llvm.return %v : i32
}

// Realigned in place: an alloca aligned to 8, one not aligned at all.
llvm.func @caller_realigns() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %c = llvm.alloca %one x i64 {alignment = 64 : i64} : (i64) -> !llvm.ptr
  %v = llvm.call @reads_aligned(%a) : (!llvm.ptr) -> i64
  %w = llvm.call @reads_aligned(%b) : (!llvm.ptr) -> i64
  %x = llvm.call @reads_aligned(%c) : (!llvm.ptr) -> i64
  %s = llvm.add %v, %w : i64
  %t = llvm.add %s, %x : i64
  llvm.return %t : i64
}

// Globals: aligned enough, not enough, no alignment.
llvm.func @caller_globals() -> i64 {
  %a = llvm.mlir.addressof @aligned : !llvm.ptr
  %b = llvm.mlir.addressof @loose : !llvm.ptr
  %c = llvm.mlir.addressof @unaligned : !llvm.ptr
  %v = llvm.call @reads_aligned(%a) : (!llvm.ptr) -> i64
  %w = llvm.call @reads_aligned(%b) : (!llvm.ptr) -> i64
  %x = llvm.call @reads_aligned(%c) : (!llvm.ptr) -> i64
  %s = llvm.add %v, %w : i64
  %t = llvm.add %s, %x : i64
  llvm.return %t : i64
}

// The caller's own arguments: aligned by `llvm.align`, or not enough;
// a pointer computed by an op says nothing.
llvm.func @caller_arguments(%a: !llvm.ptr {llvm.align = 64 : i64}, %b: !llvm.ptr {llvm.align = 16 : i64}) -> i64 {
  %v = llvm.call @reads_aligned(%a) : (!llvm.ptr) -> i64
  %w = llvm.call @reads_aligned(%b) : (!llvm.ptr) -> i64
  %g = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %x = llvm.call @reads_aligned(%g) : (!llvm.ptr) -> i64
  %s = llvm.add %v, %w : i64
  %t = llvm.add %s, %x : i64
  llvm.return %t : i64
}

llvm.func @caller_writes_only(%p: !llvm.ptr) {
  llvm.call @writes_only(%p) : (!llvm.ptr) -> ()
  llvm.return
}
