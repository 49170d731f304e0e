// RUN: --allow-unregistered-dialect --split-input-file
// mlir-opt's complete diagnostics for dlti errors: an attribute's own
// checks point at its mnemonic, parse errors at the token, a module's
// specification errors at the module (without the op note), and the
// combination error at the nested module, with the op note and a note at
// each enclosing module.

"test.op"() { a = #dlti.map<"" = 42> } : () -> ()

// -----

"test.op"() { a = #dlti.dl_spec<"k" = 1, #dlti.dl_entry<"k", 2>> } : () -> ()

// -----

"test.op"() { a = #dlti.target_system_spec<> } : () -> ()

// -----

"test.op"() { a = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1, "a" = 2>> } : () -> ()

// -----

"test.op"() { a = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>, "CPU" = #dlti.target_device_spec<"b" = 1>> } : () -> ()

// -----

"test.op"() { a = #dlti.target_system_spec<"CPU" = "x"> } : () -> ()

// -----

"test.op"() { a = #dlti.target_device_spec<#dlti.dl_entry<f32, 1>> } : () -> ()

// -----

"test.op"() { a = #dlti.dl_spec<"a" = 1, 5> } : () -> ()

// -----

"test.op"() { a = #dlti.dl_entry<42, 42> } : () -> ()

// -----

"test.op"() { dlti.dl_spec = #dlti.map<> } : () -> ()

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<i8 = dense<[16, 8]> : vector<2xi64>> } {}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<3> = dense<[32, 32]> : vector<2xi64>> } {}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = 1 : i32> } {
  func.func private @f()
}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {
  module {
    module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32>} {
      "test.op"() : () -> ()
    }
  }
}
