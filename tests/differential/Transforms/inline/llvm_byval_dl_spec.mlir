// RUN: --inline
// RUN: --inline=default-pipeline=
// `byval` copies under a data layout specification: the module's
// `dlti.dl_spec` gives `i32`, `i64`, `f64` and pointers alignments other
// than the default ones (and `index` a width), so the slots' alignments
// and the copies' sizes follow it: arrays and structs of those types are
// laid out with the specified ABI alignments, a pointer of another address
// space takes the default space's entry, and an integer width without an
// entry takes the next wider one's. The stack's natural alignment decides
// whether a read-only callee's argument alloca is realigned in place.

module attributes {dlti.dl_spec = #dlti.dl_spec<
    i32 = dense<[64, 64]> : vector<2xi64>,
    i64 = dense<[128, 128]> : vector<2xi64>,
    i8 = dense<[16, 32]> : vector<2xi64>,
    f64 = dense<[256]> : vector<1xi64>,
    index = 32 : i64,
    !llvm.ptr = dense<[64, 256, 512]> : vector<3xi64>,
    "dlti.stack_alignment" = 128 : i64>} {

  llvm.func @scalars(%a: !llvm.ptr {llvm.byval = i32},
                     %b: !llvm.ptr {llvm.byval = i64},
                     %c: !llvm.ptr {llvm.byval = f64},
                     %d: !llvm.ptr {llvm.byval = !llvm.ptr},
                     %e: !llvm.ptr {llvm.byval = !llvm.ptr<5>},
                     %f: !llvm.ptr {llvm.byval = i16},
                     %g: !llvm.ptr {llvm.byval = i128},
                     %h: !llvm.ptr {llvm.byval = index},
                     %i: !llvm.ptr {llvm.byval = f32}) {
    %zero = llvm.mlir.constant(0 : i8) : i8
    llvm.store %zero, %a : i8, !llvm.ptr
    llvm.store %zero, %b : i8, !llvm.ptr
    llvm.store %zero, %c : i8, !llvm.ptr
    llvm.store %zero, %d : i8, !llvm.ptr
    llvm.store %zero, %e : i8, !llvm.ptr
    llvm.store %zero, %f : i8, !llvm.ptr
    llvm.store %zero, %g : i8, !llvm.ptr
    llvm.store %zero, %h : i8, !llvm.ptr
    llvm.store %zero, %i : i8, !llvm.ptr
    llvm.return
  }

  llvm.func @aggregates(%a: !llvm.ptr {llvm.byval = !llvm.array<3 x i32>},
                        %b: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64, f32)>},
                        %c: !llvm.ptr {llvm.byval = !llvm.array<2 x struct<(i32, f64)>>},
                        %d: !llvm.ptr {llvm.byval = !llvm.struct<(ptr, i32)>},
                        %e: !llvm.ptr {llvm.byval = !llvm.struct<packed (i8, i64)>},
                        %f: !llvm.ptr {llvm.byval = !llvm.array<4 x ptr>},
                        %g: !llvm.ptr {llvm.byval = !llvm.struct<(i16, array<3 x i8>)>}) {
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

  // Asks for more than the ABI alignment of its type.
  llvm.func @over_aligned(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 32 : i64}) -> i32 {
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  // Read-only: the caller's object is shared when it is (or can be made)
  // aligned as asked; the stack's natural alignment is 16 bytes.
  llvm.func @reads(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 32 : i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }

  llvm.func @reads_small(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 8 : i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }

  llvm.func @call_scalars(%p: !llvm.ptr) {
    llvm.call @scalars(%p, %p, %p, %p, %p, %p, %p, %p, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @call_aggregates(%p: !llvm.ptr) {
    llvm.call @aggregates(%p, %p, %p, %p, %p, %p, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }

  llvm.func @call_over_aligned(%p: !llvm.ptr) -> i32 {
    %v = llvm.call @over_aligned(%p) : (!llvm.ptr) -> i32
    llvm.return %v : i32
  }

  // Realigning beyond the stack's alignment (16 bytes) is not worth it
  // for an alloca aligned within it; one already beyond it is realigned.
  llvm.func @call_reads() -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %b = llvm.alloca %one x i64 {alignment = 64 : i64} : (i64) -> !llvm.ptr
    %c = llvm.alloca %one x i64 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %v = llvm.call @reads(%a) : (!llvm.ptr) -> i64
    %w = llvm.call @reads(%b) : (!llvm.ptr) -> i64
    %x = llvm.call @reads_small(%c) : (!llvm.ptr) -> i64
    %s = llvm.add %v, %w : i64
    %t = llvm.add %s, %x : i64
    llvm.return %t : i64
  }
}
