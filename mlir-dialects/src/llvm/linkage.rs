//! The linkage-related enums of the LLVM dialect: `#llvm.linkage<…>`,
//! `#llvm.cconv<…>`, `#llvm.tailcallkind<…>` (dialect attributes), and
//! the visibility and `unnamed_addr` kinds (stored as plain `i64`
//! integers, as upstream stores them).

use mlir_derive::enum_attr;

use super::Llvm;

/// How a global value is linked (LLVM's linkage types).
#[enum_attr(
    attr(dialect = Llvm, mnemonic = "linkage", ods_name = "LinkageAttr", param_name = "linkage",
         param_type = "linkage::Linkage"),
    cpp_name = "::mlir::LLVM::linkage::Linkage",
    one_of_summary = "LLVM linkage types",
    description = "LLVM Linkage specification"
)]
pub enum Linkage {
    /// Visible to other modules (the default).
    External = 0,
    /// A copy of a definition that lives elsewhere.
    AvailableExternally = 1,
    /// Merged with same-named ones; discarded when unused.
    Linkonce = 2,
    /// As `linkonce`, all definitions equivalent.
    #[keyword = "linkonce_odr"]
    LinkonceOdr = 3,
    /// Merged with same-named ones; kept when unused.
    Weak = 4,
    /// As `weak`, all definitions equivalent.
    #[keyword = "weak_odr"]
    WeakOdr = 5,
    /// Arrays appended together at link time.
    Appending = 6,
    /// Local to the module, its name kept.
    Internal = 7,
    /// Local to the module, not in the symbol table.
    Private = 8,
    /// An external declaration that may stay undefined.
    ExternWeak = 9,
    /// A tentative definition.
    Common = 10,
}

/// A calling convention (LLVM's `CallingConv`).
#[enum_attr(
    attr(dialect = Llvm, mnemonic = "cconv", ods_name = "CConvAttr", param_name = "CallingConv",
         param_type = "CConv"),
    cpp_name = "::mlir::LLVM::cconv::CConv",
    one_of_summary = "Calling Conventions",
    description = "LLVM Calling Convention specification"
)]
pub enum CConv {
    /// `ccc`.
    #[keyword = "ccc"]
    C = 0,
    /// `fastcc`.
    #[keyword = "fastcc"]
    Fast = 8,
    /// `coldcc`.
    #[keyword = "coldcc"]
    Cold = 9,
    /// `cc_10`.
    #[keyword = "cc_10"]
    GHC = 10,
    /// `cc_11`.
    #[keyword = "cc_11"]
    HiPE = 11,
    /// `anyregcc`.
    #[keyword = "anyregcc"]
    AnyReg = 13,
    /// `preserve_mostcc`.
    #[keyword = "preserve_mostcc"]
    PreserveMost = 14,
    /// `preserve_allcc`.
    #[keyword = "preserve_allcc"]
    PreserveAll = 15,
    /// `swiftcc`.
    #[keyword = "swiftcc"]
    Swift = 16,
    /// `cxx_fast_tlscc`.
    #[keyword = "cxx_fast_tlscc"]
    CXXFASTTLS = 17,
    /// `tailcc`.
    #[keyword = "tailcc"]
    Tail = 18,
    /// `cfguard_checkcc`.
    #[keyword = "cfguard_checkcc"]
    CFGuardCheck = 19,
    /// `swifttailcc`.
    #[keyword = "swifttailcc"]
    SwiftTail = 20,
    /// `x86_stdcallcc`.
    #[keyword = "x86_stdcallcc"]
    X86StdCall = 64,
    /// `x86_fastcallcc`.
    #[keyword = "x86_fastcallcc"]
    X86FastCall = 65,
    /// `arm_apcscc`.
    #[keyword = "arm_apcscc"]
    ARMAPCS = 66,
    /// `arm_aapcscc`.
    #[keyword = "arm_aapcscc"]
    ARMAAPCS = 67,
    /// `arm_aapcs_vfpcc`.
    #[keyword = "arm_aapcs_vfpcc"]
    ARMAAPCSVFP = 68,
    /// `msp430_intrcc`.
    #[keyword = "msp430_intrcc"]
    MSP430INTR = 69,
    /// `x86_thiscallcc`.
    #[keyword = "x86_thiscallcc"]
    X86ThisCall = 70,
    /// `ptx_kernelcc`.
    #[keyword = "ptx_kernelcc"]
    PTXKernel = 71,
    /// `ptx_devicecc`.
    #[keyword = "ptx_devicecc"]
    PTXDevice = 72,
    /// `spir_funccc`.
    #[keyword = "spir_funccc"]
    SPIRFUNC = 75,
    /// `spir_kernelcc`.
    #[keyword = "spir_kernelcc"]
    SPIRKERNEL = 76,
    /// `intel_ocl_bicc`.
    #[keyword = "intel_ocl_bicc"]
    IntelOCLBI = 77,
    /// `x86_64_sysvcc`.
    #[keyword = "x86_64_sysvcc"]
    X8664SysV = 78,
    /// `win64cc`.
    #[keyword = "win64cc"]
    Win64 = 79,
    /// `x86_vectorcallcc`.
    #[keyword = "x86_vectorcallcc"]
    X86VectorCall = 80,
    /// `hhvmcc`.
    #[keyword = "hhvmcc"]
    DUMMYHHVM = 81,
    /// `hhvm_ccc`.
    #[keyword = "hhvm_ccc"]
    DUMMYHHVMC = 82,
    /// `x86_intrcc`.
    #[keyword = "x86_intrcc"]
    X86INTR = 83,
    /// `avr_intrcc`.
    #[keyword = "avr_intrcc"]
    AVRINTR = 84,
    /// `avr_builtincc`.
    #[keyword = "avr_builtincc"]
    AVRBUILTIN = 86,
    /// `amdgpu_vscc`.
    #[keyword = "amdgpu_vscc"]
    AMDGPUVS = 87,
    /// `amdgpu_gscc`.
    #[keyword = "amdgpu_gscc"]
    AMDGPUGS = 88,
    /// `amdgpu_cscc`.
    #[keyword = "amdgpu_cscc"]
    AMDGPUCS = 90,
    /// `amdgpu_kernelcc`.
    #[keyword = "amdgpu_kernelcc"]
    AMDGPUKERNEL = 91,
    /// `x86_regcallcc`.
    #[keyword = "x86_regcallcc"]
    X86RegCall = 92,
    /// `amdgpu_hscc`.
    #[keyword = "amdgpu_hscc"]
    AMDGPUHS = 93,
    /// `msp430_builtincc`.
    #[keyword = "msp430_builtincc"]
    MSP430BUILTIN = 94,
    /// `amdgpu_lscc`.
    #[keyword = "amdgpu_lscc"]
    AMDGPULS = 95,
    /// `amdgpu_escc`.
    #[keyword = "amdgpu_escc"]
    AMDGPUES = 96,
    /// `aarch64_vectorcallcc`.
    #[keyword = "aarch64_vectorcallcc"]
    AArch64VectorCall = 97,
    /// `aarch64_sve_vectorcallcc`.
    #[keyword = "aarch64_sve_vectorcallcc"]
    AArch64SVEVectorCall = 98,
    /// `wasm_emscripten_invokecc`.
    #[keyword = "wasm_emscripten_invokecc"]
    WASMEmscriptenInvoke = 99,
    /// `amdgpu_gfxcc`.
    #[keyword = "amdgpu_gfxcc"]
    AMDGPUGfx = 100,
    /// `m68k_intrcc`.
    #[keyword = "m68k_intrcc"]
    M68kINTR = 101,
}

/// Whether and how a call is a tail call.
#[enum_attr(
    attr(dialect = Llvm, mnemonic = "tailcallkind", ods_name = "TailCallKindAttr",
         param_name = "tailCallKind", param_type = "TailCallKind"),
    cpp_name = "::mlir::LLVM::tailcallkind::TailCallKind",
    one_of_summary = "Tail Call Kind",
    description = "LLVM Calling Convention specification"
)]
pub enum TailCallKind {
    /// `none`: no tail call marker.
    None = 0,
    /// `tail`: may be a tail call.
    Tail = 1,
    /// `musttail`: must be a tail call.
    #[keyword = "musttail"]
    MustTail = 2,
    /// `notail`: must not be a tail call.
    #[keyword = "notail"]
    NoTail = 3,
}

/// The visibility of a global value; the default one has no keyword.
#[enum_attr(cpp_name = "::mlir::LLVM::Visibility")]
pub enum Visibility {
    /// Default visibility (no keyword).
    #[keyword = ""]
    Default = 0,
    /// `hidden`.
    Hidden = 1,
    /// `protected`.
    Protected = 2,
}

/// Whether a global value's address is significant; `None` has no
/// keyword.
#[enum_attr(cpp_name = "::mlir::LLVM::UnnamedAddr")]
pub enum UnnamedAddr {
    /// The address is significant (no keyword).
    #[keyword = ""]
    None = 0,
    /// `local_unnamed_addr`: the address is not significant within the module.
    #[keyword = "local_unnamed_addr"]
    Local = 1,
    /// `unnamed_addr`: the address is not significant.
    #[keyword = "unnamed_addr"]
    Global = 2,
}
