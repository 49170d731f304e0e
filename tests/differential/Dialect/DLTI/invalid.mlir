// RUN: --allow-unregistered-dialect --verify-diagnostics --split-input-file
// The dlti attributes' parse and verifier errors, and the checks of a
// module's data layout specification, checked with --verify-diagnostics;
// a valid chunk first.

module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>> } {}

// -----

// expected-error@below {{attribute 'dlti.unknown' not supported by dialect}}
"test.unknown_op"() { dlti.unknown } : () -> ()

// -----

// expected-error@below {{'dlti.map' is expected to be a #dlti.map attribute}}
"test.unknown_op"() { dlti.map = 42 } : () -> ()

// -----

// expected-error@below {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
"test.unknown_op"() { dlti.dl_spec = 42 } : () -> ()

// -----

// expected-error@below {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
"test.unknown_op"() { dlti.target_system_spec = 42 } : () -> ()

// -----

// expected-error@below {{attribute 'dlti.target_device_spec' not supported by dialect}}
"test.unknown_op"() { dlti.target_device_spec = #dlti.target_device_spec<"a" = 1> } : () -> ()

// -----

// expected-error@below {{invalid kind of attribute specified}}
"test.unknown_op"() { dlti.dl_spec = #dlti.dl_spec<[]> } : () -> ()

// -----

// expected-error@below {{expected a type or a quoted string}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_entry<42, 42> } : () -> ()

// -----

// expected-error@below {{expected ','}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_entry<i32 = 1> } : () -> ()

// -----

// expected-error@below {{empty string as DLTI key is not allowed}}
"test.unknown_op"() { test.unknown_attr = #dlti.map<"" = 42> } : () -> ()

// -----

// expected-error@below {{repeated DLTI key: "test.id"}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_spec<
  #dlti.dl_entry<"test.id", 42>,
  "test.id" = 43
>} : () -> ()

// -----

// expected-error@below {{repeated DLTI key: i32}}
"test.unknown_op"() { test.unknown_attr = #dlti.map<#dlti.dl_entry<i32, 42>, i32 = 42> } : () -> ()

// -----

// expected-error@below {{expected '='}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_spec<i32 1> } : () -> ()

// -----

// expected-error@below {{expected attribute value}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_spec<"a" = > } : () -> ()

// -----

// expected-error@below {{expected '>'}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_spec<"a" = 1 "b" = 2> } : () -> ()

// -----

// expected-error@below {{invalid kind of attribute specified}}
"test.unknown_op"() { test.unknown_attr = #dlti.dl_spec<#dlti.map<>> } : () -> ()

// -----

// expected-error@below {{unknown attribute `unknown` in dialect `dlti`}}
"test.unknown_op"() { test.unknown_attr = #dlti.unknown } : () -> ()

// -----

// expected-error@below {{no DLTI entries provided}}
"test.unknown_op"() { dlti.target_system_spec = #dlti.target_system_spec<> } : () -> ()

// -----

// expected-error@below {{no DLTI entries provided}}
"test.unknown_op"() { test.unknown_attr = #dlti.target_device_spec<> } : () -> ()

// -----

// expected-error@below {{invalid kind of attribute specified}}
"test.unknown_op"() { test.unknown_attr = #dlti.target_device_spec<i32 = 1> } : () -> ()

// -----

// expected-error@below {{type as DLTI key is not allowed}}
"test.unknown_op"() { test.unknown_attr = #dlti.target_device_spec<#dlti.dl_entry<i32, 1>> } : () -> ()

// -----

module attributes {
  // expected-error@below {{expected attribute value}}
  dlti.target_system_spec = #dlti.target_system_spec<
    = #dlti.target_device_spec<#dlti.dl_entry<"L1_cache_size_in_bytes", 4096 : i32>>
  >} {}

// -----

module attributes {
  // expected-error@+2 {{invalid kind of attribute specified}}
  dlti.target_system_spec = #dlti.target_system_spec<
    0 = #dlti.target_device_spec<#dlti.dl_entry<"L1_cache_size_in_bytes", 4096 : i32>>
  >} {}

// -----

module attributes {
  // expected-error@+1 {{repeated device ID in dlti.target_system_spec: "CPU"}}
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<#dlti.dl_entry<"L1_cache_size_in_bytes", 4096>>,
    "CPU" = #dlti.target_device_spec<#dlti.dl_entry<"L1_cache_size_in_bytes", 8192>>
  >} {}

// -----

module attributes {
  // expected-error@+2 {{repeated DLTI key: "L1_cache_size_in_bytes"}}
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096,
                                     "L1_cache_size_in_bytes" = 8192>
  >} {}

// -----

// expected-error@below {{value associated with key "CPU" is not a DLTI device spec}}
module attributes { dlti.target_system_spec = #dlti.target_system_spec<"CPU" = 1> } {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse DLTI_FunctionPointerAlignmentAttr parameter 'function_dependent' which is to be a `bool`}}
"test.unknown_op"() { test.unknown_attr = #dlti.function_pointer_alignment<64, function_dependent = 2> } : () -> ()

// -----

// expected-error@below {{unknown data layout entry name: dlti.unknown_id}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42> } {}

// -----

// expected-error@below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "some"> } {}

// -----

// Type entries are checked before identifier entries.
// expected-error@below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42, i32 = 32> } {}

// -----

// expected-error@below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, dense<[32, 64]> : vector<2xi32>>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi32>> } {}

// -----

// expected-error@below {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i32, dense<[32, 64, 8]> : vector<3xi64>>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64, 8]> : vector<3xi64>> } {}

// -----

// expected-error@below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<f32, dense<[64, 32]> : vector<2xi64>>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 32]> : vector<2xi64>> } {}

// -----

// Alignments compare as unsigned values.
// expected-error@below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[-8, 64]> : vector<2xi64>>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = dense<[-8, 64]> : vector<2xi64>> } {}

// -----

// expected-error@below {{expected integer attribute in the data layout entry for 'index'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<index = dense<[64, 32]> : vector<2xi64>> } {}

// -----

// expected-error@below {{unexpected data layout for a built-in type}}
module attributes { dlti.dl_spec = #dlti.dl_spec<tensor<f32> = 32> } {}

// -----

// A type of an unregistered dialect is builtin's opaque type.
// expected-error@below {{unexpected data layout for a built-in type}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!unknown.type = 32> } {}

// -----

// expected-error@below {{data layout specified for a type that does not support it}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.void = 32> } {}

// -----

// expected-error@below {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 32]> : vector<2xi64>> } {}

// -----

// expected-error@below {{expected i64 parameters for '!llvm.ptr<1>'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64, 64, 32]> : vector<4xi32>> } {}

// -----

// expected-error@below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32, 128]> : vector<4xi64>> } {}

// -----

// expected-error@below {{expected layout attribute for '!llvm.struct<()>' to be a dense integer elements attribute of 1 or 2 elements}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[1, 2, 3]> : vector<3xi64>> } {}

// -----

// expected-error@below {{expected i64 entries for '!llvm.struct<()>'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[1, 2]> : vector<2xi32>> } {}

// -----

// expected-error@below {{unexpected layout attribute for struct '!llvm.struct<(i32)>'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<[64, 64]> : vector<2xi64>> } {}

// -----

// expected-error@below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 32]> : vector<2xi64>> } {}

// -----

// expected-error@below {{the 'builtin' dialect does not support identifier data layout entries}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"builtin.foo" = 128 : i32> } {}

// -----

// expected-error@below {{the 'llvm' dialect does not support identifier data layout entries}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"llvm.foo" = 128 : i32> } {
  llvm.func @f()
}

// -----

// Only a module's specification is checked in full.
"test.op"() ({
  // expected-error@below {{unknown data layout entry name: dlti.unknown_id}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42> } {}
  "test.op"() { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42> } : () -> ()
}) : () -> ()

// -----

// Identifier entries of no registered dialect combine when equal only.
module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  // expected-note@above {{enclosing op with data layout}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32>} {
  }
}

// -----

// So do dlti's own; a module without a specification between them adds
// nothing, but is noted.
// expected-note@below {{enclosing op with data layout}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  // expected-note@below {{enclosing op with data layout}}
  module {
    // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
    module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
    }
  }
}

// -----

// A pointer entry of an address space the enclosing specification does
// not name is compared with the default alignment in bytes.
module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64, 64]> : vector<3xi64>>} {
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  // expected-note@above {{enclosing op with data layout}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<2> = dense<[64, 16, 64]> : vector<3xi64>>} {
  }
}
