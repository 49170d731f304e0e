// RUN: --split-input-file

// A load of anything but a pointer cannot be dereferenceable.
llvm.func @load_int(%p: !llvm.ptr) -> i64 {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i64
  llvm.return %0 : i64
}

// -----

// Nor a load of a vector of pointers.
llvm.func @load_vector(%p: !llvm.ptr) -> vector<2x!llvm.ptr> {
  %0 = llvm.load %p dereferenceable<bytes = 8, mayBeNull = true> : !llvm.ptr -> vector<2x!llvm.ptr>
  llvm.return %0 : vector<2x!llvm.ptr>
}

// -----

// The cast of a vector of integers neither.
llvm.func @inttoptr_vector(%i: vector<2xi64>) -> vector<2x!llvm.ptr> {
  %0 = llvm.inttoptr %i dereferenceable<bytes = 8> : vector<2xi64> to vector<2x!llvm.ptr>
  llvm.return %0 : vector<2x!llvm.ptr>
}

// -----

// The check comes before the atomic access's.
llvm.func @before_atomic(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p atomic acquire dereferenceable<bytes = 8> : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// An atomic load of a pointer without an alignment fails its own check.
llvm.func @atomic_pointer(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p atomic acquire dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// The attribute's parameters: `bytes` is needed.
llvm.func @no_bytes(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// Another attribute in its place.
llvm.func @wrong_attr(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = "llvm.load"(%p) <{dereferenceable = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A negative count.
llvm.func @negative(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<bytes = -1> : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
