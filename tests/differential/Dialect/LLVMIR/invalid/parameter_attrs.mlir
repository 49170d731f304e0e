// RUN: --split-input-file
// The checks of `llvm.*` attributes on the arguments and results of a
// function, `llvm.func` or another dialect's: the kind of value each
// holds, the kind of LLVM type it is attached to, and the attributes
// results may not have.
// A unit attribute of pointers.
llvm.func @f(%a: i32 {llvm.noalias})

// -----

llvm.func @f(%a: !llvm.ptr {llvm.readonly = 1 : i64})

// -----

llvm.func @f(%a: vector<2x!llvm.ptr> {llvm.nonnull})

// -----

// A type attribute of pointers.
llvm.func @f(%a: !llvm.ptr {llvm.byval})

// -----

llvm.func @f(%a: i64 {llvm.sret = i32})

// -----

func.func private @f(i32 {llvm.elementtype = i8})

// -----

// A unit attribute of integers.
llvm.func @f(%a: !llvm.ptr {llvm.signext})

// -----

llvm.func @f(%a: i32 {llvm.zeroext = i32})

// -----

// An integer attribute of pointers.
llvm.func @f(%a: !llvm.ptr {llvm.align = "8"})

// -----

llvm.func @f(%a: f32 {llvm.dereferenceable = 8 : i64})

// -----

func.func private @f(i64 {llvm.dereferenceable_or_null = 8 : i64})

// -----

// An integer attribute of anything; a unit attribute of anything.
llvm.func @f(%a: i32 {llvm.alignstack})

// -----

llvm.func @f(%a: i32 {llvm.noundef = 1 : i64})

// -----

llvm.func @f() -> (!llvm.ptr {llvm.inreg = i32})

// -----

// Attributes that describe arguments only.
llvm.func @f() -> (!llvm.ptr {llvm.byval = i32})

// -----

func.func private @f() -> (i32 {llvm.returned})

// -----

llvm.func @f() -> (!llvm.ptr {llvm.allocptr})

// -----

// A result attribute checked like an argument attribute.
llvm.func @f() -> (i32 {llvm.noalias})

// -----

func.func private @f() -> (i32 {llvm.signext = 1 : i64})

// -----

// Attributes in a dictionary are checked in order of names: the unnamed one first.
llvm.func @f(%a: i32 {llvm.noalias, zzz})

// -----

llvm.func @f(%a: i32 {a.b, llvm.noalias, zzz})

// -----

// A second argument.
llvm.func @f(%a: !llvm.ptr {llvm.noalias}, %b: i64 {llvm.nonnull})
