// RUN: mlir-rs-opt --verify-diagnostics --split-input-file %s

// Symbols and isolation on the coretest dialect: duplicate symbols in
// `builtin.module` and in `coretest.module` (error at the redefinition, note
// at the first definition), `coretest.call` callees that do not resolve or
// are not `coretest.func`s (lookup in the nearest symbol table only),
// nested references with `coretest.ref`, the order in which symbol uses are
// checked, the symbol op interface (`sym_name`, visibility, public
// declarations, parent symbol table), and values used across the isolation
// boundary of `coretest.func`. Wording checked against mlir-opt-22 on
// builtin `module`, func.func and func.call.

"coretest.func"() <{sym_name = "f"}> ({ // expected-note {{see existing symbol definition here}}
  "coretest.return"() : () -> ()
}) : () -> ()
// expected-error @+1 {{redefinition of symbol named 'f'}}
"coretest.func"() <{sym_name = "f"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// In a named `builtin.module`.
module @outer {
  // expected-note @+1 {{see existing symbol definition here}}
  "coretest.func"() <{sym_name = "g"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.func"() <{sym_name = "h"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'g'}}
  "coretest.func"() <{sym_name = "g"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
}

// -----

// In a `coretest.module`.
"coretest.module"() <{sym_name = "m"}> ({
  // expected-note @+1 {{see existing symbol definition here}}
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{redefinition of symbol named 'f'}}
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Symbols of different kinds share one namespace.
// expected-note @+1 {{see existing symbol definition here}}
"coretest.module"() <{sym_name = "x"}> ({
^bb0:
}) : () -> ()
// expected-error @+1 {{redefinition of symbol named 'x'}}
"coretest.func"() <{sym_name = "x"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: one name in two different symbol tables; an unnamed module.
"coretest.func"() <{sym_name = "f"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.module"() <{sym_name = "m"}> ({
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"coretest.module"() ({
^bb0:
}) : () -> ()

// -----

// A symbol table needs exactly one block (the generic form `({})` has none).
// expected-error @+1 {{'coretest.module' op Operations with a 'SymbolTable' must have exactly one block}}
"coretest.module"() <{sym_name = "m"}> ({
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "caller"}> ({
  // expected-error @+1 {{'coretest.call' op 'nope' does not reference a valid function}}
  "coretest.call"() <{callee = @nope}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The callee exists but is not a `coretest.func` (mlir-opt: func.call to a
// memref.global).
"coretest.module"() <{sym_name = "m"}> ({
^bb0:
}) : () -> ()
"coretest.func"() <{sym_name = "caller"}> ({
  // expected-error @+1 {{'coretest.call' op 'm' does not reference a valid function}}
  "coretest.call"() <{callee = @m}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A flat reference is looked up in the nearest symbol table only.
"coretest.func"() <{sym_name = "outer_fn"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.module"() <{sym_name = "m"}> ({
  "coretest.func"() <{sym_name = "caller"}> ({
    // expected-error @+1 {{'coretest.call' op 'outer_fn' does not reference a valid function}}
    "coretest.call"() <{callee = @outer_fn}> : () -> ()
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// coretest-specific: `callee` must be a flat reference.
"coretest.module"() <{sym_name = "m"}> ({
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "caller"}> ({
  // expected-error @+1 {{'coretest.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "coretest.call"() <{callee = @m::@f}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: calls and references that resolve, nested ones included.
"coretest.module"() <{sym_name = "mod"}> ({
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.call"() <{callee = @f}> : () -> ()
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.module"() <{sym_name = "inner"}> ({
    "coretest.func"() <{sym_name = "g"}> ({
      "coretest.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "user"}> ({
  "coretest.call"() <{callee = @user}> : () -> ()
  "coretest.ref"() <{sym = @mod}> : () -> ()
  "coretest.ref"() <{sym = @mod::@f}> : () -> ()
  "coretest.ref"() <{sym = @mod::@inner::@g}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.module"() <{sym_name = "mod"}> ({
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "user"}> ({
  // expected-error @+1 {{'coretest.ref' op '@mod::@g' does not reference a valid symbol}}
  "coretest.ref"() <{sym = @mod::@g}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The root of a nested reference must be a symbol table.
"coretest.func"() <{sym_name = "f"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "user"}> ({
  // expected-error @+1 {{'coretest.ref' op '@f::@g' does not reference a valid symbol}}
  "coretest.ref"() <{sym = @f::@g}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "user"}> ({
  // expected-error @+1 {{'coretest.ref' op '@nope::@g' does not reference a valid symbol}}
  "coretest.ref"() <{sym = @nope::@g}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Symbol uses are checked by a walk that visits every op of the table's
// region before the regions nested in them, the last pushed region first:
// with two bad functions, the second one's use is reported (mlir-opt: two
// func.funcs each calling an undefined function).
"coretest.func"() <{sym_name = "a"}> ({
  "coretest.call"() <{callee = @nope1}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "b"}> ({
  // expected-error @+1 {{'coretest.call' op 'nope2' does not reference a valid function}}
  "coretest.call"() <{callee = @nope2}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A use directly in the table comes before uses nested in earlier ops.
"coretest.func"() <{sym_name = "a"}> ({
  "coretest.call"() <{callee = @nope1}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()
// expected-error @+1 {{'coretest.ref' op '@nope2' does not reference a valid symbol}}
"coretest.ref"() <{sym = @nope2}> : () -> ()

// -----

"coretest.func"() <{sym_name = "f", sym_visibility = "bogus"}> ({ // expected-error {{'coretest.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
module @m attributes {sym_visibility = "bogus"} {
}

// -----

// `sym_visibility` in the attribute dictionary of `coretest.module`.
// expected-error @+1 {{'coretest.module' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i64}}
"coretest.module"() <{sym_name = "m"}> ({
^bb0:
}) {sym_visibility = 1} : () -> ()

// -----

// Passing: a symbol that may be unnamed and has no name is not checked
// further (mlir-opt accepts `module attributes {sym_visibility = "bogus"}`).
"coretest.module"() ({
^bb0:
}) {sym_visibility = "bogus"} : () -> ()

// -----

// expected-error @+1 {{'coretest.func' op requires attribute 'sym_name'}}
"coretest.func"() ({
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A declaration (no body) must not be public (mlir-opt: `func.func @d()`).
// expected-error @+1 {{'coretest.func' op symbol declaration cannot have public visibility}}
"coretest.func"() <{sym_name = "d"}> ({}) : () -> ()

// -----

// A symbol's registered parent must be a symbol table (mlir-opt:
// func.func nested in scf.execute_region).
"coretest.graph"() ({
  // expected-error @+1 {{'coretest.func' op symbol's parent must have the SymbolTable trait}}
  "coretest.func"() <{sym_name = "f"}> ({
    "coretest.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Passing: valid visibilities; private and nested declarations.
"coretest.func"() <{sym_name = "a", sym_visibility = "public"}> ({
  "coretest.return"() : () -> ()
}) : () -> ()
"coretest.func"() <{sym_name = "b", sym_visibility = "private"}> ({}) : () -> ()
"coretest.module"() <{sym_name = "m"}> ({
  "coretest.func"() <{sym_name = "c", sym_visibility = "nested"}> ({}) : () -> ()
}) : () -> ()

// -----

// A value of the enclosing module used inside an isolated function.
%0 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
"coretest.func"() <{sym_name = "f"}> ({
  // expected-error @+1 {{'coretest.add' op using value defined outside the region}}
  %1 = "coretest.add"(%0, %0) : (i32, i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The same from a region nested in the function.
%0 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
"coretest.func"() <{sym_name = "f"}> ({
  "coretest.region"() ({
    // expected-error @+1 {{'coretest.add' op using value defined outside the region}}
    %1 = "coretest.add"(%0, %0) : (i32, i32) -> i32
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A function nested in a `coretest.module` inside a function: the inner
// function reports the use of the outer function's value.
"coretest.func"() <{sym_name = "outer"}> ({
  %0 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  "coretest.module"() ({
    // expected-note @+1 {{required by region isolation constraints}}
    "coretest.func"() <{sym_name = "inner"}> ({
      // expected-error @+1 {{'coretest.cast' op using value defined outside the region}}
      %1 = "coretest.cast"(%0) : (i32) -> i64
      "coretest.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()
