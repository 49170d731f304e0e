// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// The dlti attributes printed as mlir-opt 22 prints them: entries written
// `key = value` or as `#dlti.dl_entry<key, value>` (printed `key = value`
// inside a list), type and identifier keys (escaped), empty lists, nested
// maps and device specifications, and a module's data layout specification
// with every entry kind the verifier knows.

module attributes {
  dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<i32, dense<[32, 64]> : vector<2xi64>>,
    i64 = dense<64> : vector<1xi64>,
    f64 = dense<[64, 128]> : vector<2xi64>,
    f16 = dense<16> : vector<1xi64>,
    index = 32 : i64,
    !llvm.ptr = dense<[64, 128, 256, 32]> : vector<4xi64>,
    !llvm.ptr<3> = dense<[32, 32, 32]> : vector<3xi64>,
    !llvm.struct<()> = dense<[32, 64]> : vector<2xi64>,
    "dlti.endianness" = "little",
    #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>,
    "dlti.alloca_memory_space" = 5 : ui32,
    "dlti.global_memory_space" = 1 : ui32,
    "dlti.program_memory_space" = 0 : ui32,
    "dlti.default_memory_space" = 0 : ui32,
    "dlti.mangling_mode" = "e",
    "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<32, function_dependent = true>,
    "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>,
    "unregistered.key" = [1, 2]
  >,
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<
      #dlti.dl_entry<"L1_cache_size_in_bytes", 4096 : ui32>,
      "max_vector_op_width" = 128 : ui32>,
    "GPU" = #dlti.target_device_spec<"cache" = #dlti.map<
      "L1" = #dlti.map<"size_in_bytes" = 65536 : i32>,
      "L1d" = #dlti.map<"size_in_bytes" = 32768 : i32>>>
  >,
  dlti.map = #dlti.map<"CPU::cache::L1::size_in_bytes" = 65536 : i32, i8 = "byte">
} {
  // Entries and lists anywhere as plain attributes.
  "test.op"() {
    entry_type = #dlti.dl_entry<i32, 4>,
    entry_id = #dlti.dl_entry<"x", 4 : i32>,
    entry_escaped = #dlti.dl_entry<"a\"b\\c", unit>,
    entry_vector = #dlti.dl_entry<vector<4xf32>, "v">,
    empty_spec = #dlti.dl_spec<>,
    empty_map = #dlti.map<>,
    map_mixed = #dlti.map<"a" = 1, i32 = "b", #dlti.dl_entry<"q", 3>, !llvm.ptr = [i1]>,
    spec_nested = #dlti.dl_spec<"outer" = #dlti.dl_spec<"inner" = #dlti.map<tensor<2xf32> = 1.0 : f32>>>,
    alignment = #dlti.function_pointer_alignment<64, function_dependent = false>
  } : () -> ()
  // A nested module whose specification combines with the outer one:
  // an equal identifier entry, and a pointer entry of a new address space
  // (MLIR 22 compares its ABI alignment in bits with the default one in
  // bytes: only 8 bits or less passes).
  module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", !llvm.ptr<1> = dense<[64, 8, 64]> : vector<3xi64>>} {
    module attributes {dlti.dl_spec = #dlti.dl_spec<>} {
    }
  }
  // On an op of another dialect, a specification is only checked for
  // its kind.
  "test.other"() {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 1>} : () -> ()
}
