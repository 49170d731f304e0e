//! The JIT: LLVM IR text compiled in process by LLVM's ORC (`LLJIT`)
//! through the C API, as upstream's execution engine does it. The module
//! gets the host's triple and data layout; with `-O<n>` LLVM's
//! `default<O<n>>` pipeline optimizes it first, and the code is generated
//! at that level (LLVM's default level otherwise). The runtime's functions
//! are defined in the main `JITDylib` at their addresses in this process,
//! the process's own symbols (the C library, libm) resolve the rest, and
//! each `--shared-libs` library adds its own. The entry function is looked
//! up by name and called with its C signature (`void()`, `i32()`, …),
//! which for a function without parameters is what upstream's packed
//! wrapper calls.

// Unsafe: LLVM's C API is foreign code, and the entry function is machine
// code this module compiled; every block says why its call is sound.
#![allow(unsafe_code)]

use std::ffi::{CStr, CString, c_char};
use std::io::Read as _;
use std::path::PathBuf;
use std::sync::OnceLock;

use llvm_sys::core::{
    LLVMContextCreate, LLVMContextDispose, LLVMCreateMemoryBufferWithMemoryRangeCopy,
    LLVMDisposeMemoryBuffer, LLVMDisposeMessage, LLVMDisposeModule, LLVMPrintModuleToString,
    LLVMSetTarget,
};
use llvm_sys::error::{
    LLVMConsumeError, LLVMDisposeErrorMessage, LLVMErrorRef, LLVMGetErrorMessage,
};
use llvm_sys::ir_reader::LLVMParseIRInContext2;
use llvm_sys::orc2::lljit::{
    LLVMOrcCreateLLJIT, LLVMOrcCreateLLJITBuilder, LLVMOrcDisposeLLJIT,
    LLVMOrcLLJITAddLLVMIRModule, LLVMOrcLLJITBuilderSetJITTargetMachineBuilder,
    LLVMOrcLLJITGetGlobalPrefix, LLVMOrcLLJITGetMainJITDylib, LLVMOrcLLJITLookup,
    LLVMOrcLLJITMangleAndIntern, LLVMOrcLLJITRef,
};
use llvm_sys::orc2::{
    LLVMJITEvaluatedSymbol, LLVMJITSymbolFlags, LLVMJITSymbolGenericFlags, LLVMOrcAbsoluteSymbols,
    LLVMOrcCSymbolMapPair, LLVMOrcCreateDynamicLibrarySearchGeneratorForPath,
    LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess,
    LLVMOrcCreateNewThreadSafeContextFromLLVMContext, LLVMOrcCreateNewThreadSafeModule,
    LLVMOrcDisposeThreadSafeContext, LLVMOrcJITDylibAddGenerator, LLVMOrcJITDylibDefine,
    LLVMOrcJITDylibRef, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine,
};
use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};
use llvm_sys::target::{
    LLVM_InitializeNativeAsmParser, LLVM_InitializeNativeAsmPrinter, LLVM_InitializeNativeTarget,
    LLVMDisposeTargetData, LLVMSetModuleDataLayout,
};
use llvm_sys::target_machine::{
    LLVMCodeGenOptLevel, LLVMCodeModel, LLVMCreateTargetDataLayout, LLVMCreateTargetMachine,
    LLVMDisposeTargetMachine, LLVMGetDefaultTargetTriple, LLVMGetHostCPUFeatures,
    LLVMGetHostCPUName, LLVMGetTargetFromTriple, LLVMRelocMode, LLVMTargetMachineRef,
    LLVMTargetRef,
};
use llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions,
    LLVMPassBuilderOptionsSetLoopInterleaving, LLVMPassBuilderOptionsSetLoopUnrolling,
    LLVMPassBuilderOptionsSetLoopVectorization, LLVMPassBuilderOptionsSetSLPVectorization,
    LLVMRunPasses,
};

use crate::cli::ResultKind;
use crate::result::EntryResult;

/// How to compile and what to link.
#[derive(Clone, Copy, Debug)]
pub struct JitConfig<'a> {
    /// `-O<n>`: the IR pipeline `default<O<n>>` and code generation at that
    /// level; `None`: no IR optimization, code generation at LLVM's default.
    pub opt_level: Option<u8>,
    /// The libraries of `--shared-libs`, as given.
    pub shared_libs: &'a [String],
}

/// Compiles the LLVM IR `ir` and calls its function `entry`, whose
/// signature the caller checked is `kind`'s without parameters. Messages
/// about libraries that do not load go to `warnings` (the run goes on
/// without them, as upstream's); the error is the text upstream prints
/// after `Error: `. What the program printed through the C library's
/// `stdout` is flushed before this returns.
pub fn run_entry(
    ir: &str,
    entry: &str,
    kind: ResultKind,
    config: JitConfig<'_>,
    warnings: &mut dyn std::io::Write,
) -> Result<EntryResult, String> {
    initialize_native_target()?;
    let host = Host::detect()?;
    let level = match config.opt_level {
        None => LLVMCodeGenOptLevel::LLVMCodeGenLevelDefault,
        Some(0) => LLVMCodeGenOptLevel::LLVMCodeGenLevelNone,
        Some(1) => LLVMCodeGenOptLevel::LLVMCodeGenLevelLess,
        Some(2) => LLVMCodeGenOptLevel::LLVMCodeGenLevelDefault,
        Some(_) => LLVMCodeGenOptLevel::LLVMCodeGenLevelAggressive,
    };
    let module = parse_ir(ir)?;
    {
        let machine = host.target_machine(level);
        module.set_host(&host, &machine);
        if let Some(n) = config.opt_level {
            module.optimize(n, &machine)?;
        }
    }
    let jit = Jit::new(host.target_machine(level))?;
    jit.define_runtime()?;
    jit.add_process_symbols()?;
    for library in config.shared_libs {
        jit.add_library(library, warnings);
    }
    jit.add_module(module)?;
    let address = jit.lookup(entry)?;
    // SAFETY: `address` is the JIT-compiled function `entry`, a definition
    // (the caller checked it has a body) without parameters whose result
    // is `kind`'s type, so calling it through the C ABI with that
    // signature is calling it as it was compiled. The JIT (and the code it
    // owns) lives until the end of this function.
    let result = unsafe {
        match kind {
            ResultKind::Void => {
                std::mem::transmute::<usize, extern "C" fn()>(address)();
                EntryResult::Void
            }
            ResultKind::I32 => {
                EntryResult::I32(std::mem::transmute::<usize, extern "C" fn() -> i32>(address)())
            }
            ResultKind::I64 => {
                EntryResult::I64(std::mem::transmute::<usize, extern "C" fn() -> i64>(address)())
            }
            ResultKind::F32 => {
                EntryResult::F32(std::mem::transmute::<usize, extern "C" fn() -> f32>(address)())
            }
        }
    };
    drop(jit);
    // What the program printed through C's stdio reaches its file or pipe
    // before anything the caller prints after the call.
    mlir_rs_runtime::flush();
    Ok(result)
}

/// LLVM IR `ir` optimized as `run_entry` optimizes it before compiling
/// at `-O<level>`: the host's triple and data layout set, then LLVM's
/// `default<O<level>>` pipeline. The text is LLVM's printing of the
/// optimized module; the error, LLVM's message.
pub fn optimize_ir(ir: &str, level: u8) -> Result<String, String> {
    initialize_native_target()?;
    let host = Host::detect()?;
    let module = parse_ir(ir)?;
    let machine = host.target_machine(LLVMCodeGenOptLevel::LLVMCodeGenLevelAggressive);
    module.set_host(&host, &machine);
    module.optimize(level, &machine)?;
    // SAFETY: the module is live; LLVM allocates the text, which
    // `take_message` copies and frees.
    Ok(take_message(unsafe { LLVMPrintModuleToString(module.raw) }))
}

/// Registers the host's target with LLVM, once per process.
fn initialize_native_target() -> Result<(), String> {
    static DONE: OnceLock<bool> = OnceLock::new();
    // SAFETY: the initializers register the host target's components in
    // LLVM's registries; `OnceLock` runs them once, before any use.
    let ok = *DONE.get_or_init(|| unsafe {
        LLVM_InitializeNativeTarget() == 0
            && LLVM_InitializeNativeAsmPrinter() == 0
            && LLVM_InitializeNativeAsmParser() == 0
    });
    if ok { Ok(()) } else { Err("Failed to create a JITTargetMachineBuilder for the host".into()) }
}

/// Takes the text of an LLVM error (which it consumes), or `Ok` for none.
fn check(error: LLVMErrorRef) -> Result<(), String> {
    if error.is_null() {
        return Ok(());
    }
    // SAFETY: `error` is a live error; getting its message consumes it,
    // and the message is a C string freed once read.
    unsafe {
        let message = LLVMGetErrorMessage(error);
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        LLVMDisposeErrorMessage(message);
        Err(text)
    }
}

/// Takes a C string LLVM allocated for us (freeing it).
fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: `message` is a NUL-terminated string from LLVM, to be freed
    // with `LLVMDisposeMessage` once and not used after.
    unsafe {
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        LLVMDisposeMessage(message);
        text
    }
}

/// A C string of `text` (LLVM reads names up to the first NUL).
fn c_string(text: &str) -> CString {
    let end = text.find('\0').unwrap_or(text.len());
    CString::new(&text[..end]).unwrap_or_default()
}

/// The host: its target, triple, CPU and CPU features, as ORC's
/// `detectHost` finds them.
struct Host {
    target: LLVMTargetRef,
    triple: CString,
    cpu: CString,
    features: CString,
}

impl Host {
    fn detect() -> Result<Host, String> {
        // SAFETY: these calls read the host's description; each returns a
        // string of its own, which `take_message` frees.
        let (triple, cpu, features) = unsafe {
            (
                take_message(LLVMGetDefaultTargetTriple()),
                take_message(LLVMGetHostCPUName()),
                take_message(LLVMGetHostCPUFeatures()),
            )
        };
        let triple = c_string(&triple);
        let mut target = std::ptr::null_mut();
        let mut error = std::ptr::null_mut();
        // SAFETY: `triple` is a C string; the target and the message are
        // written to the two out-pointers.
        let failed = unsafe { LLVMGetTargetFromTriple(triple.as_ptr(), &mut target, &mut error) };
        let message = take_message(error);
        if failed != 0 {
            return Err(format!(
                "Failed to create a JITTargetMachineBuilder for the host: {message}"
            ));
        }
        Ok(Host { target, triple, cpu: c_string(&cpu), features: c_string(&features) })
    }

    /// A target machine for the host, generating code at `level` in the
    /// JIT's code model.
    fn target_machine(&self, level: LLVMCodeGenOptLevel) -> TargetMachine {
        // SAFETY: the target comes from the registry, the strings are C
        // strings LLVM copies.
        let raw = unsafe {
            LLVMCreateTargetMachine(
                self.target,
                self.triple.as_ptr(),
                self.cpu.as_ptr(),
                self.features.as_ptr(),
                level,
                LLVMRelocMode::LLVMRelocDefault,
                LLVMCodeModel::LLVMCodeModelJITDefault,
            )
        };
        TargetMachine { raw }
    }
}

/// A target machine, disposed of when dropped unless handed to the JIT.
struct TargetMachine {
    raw: LLVMTargetMachineRef,
}

impl Drop for TargetMachine {
    fn drop(&mut self) {
        if !self.raw.is_null() {
            // SAFETY: the machine is ours and no longer used.
            unsafe { LLVMDisposeTargetMachine(self.raw) }
        }
    }
}

/// A parsed module in a context of its own, both disposed of when dropped
/// unless handed to the JIT.
struct Module {
    context: LLVMContextRef,
    raw: LLVMModuleRef,
}

/// Parses LLVM IR text into a module of a fresh context.
fn parse_ir(ir: &str) -> Result<Module, String> {
    let name = c_string("LLVMDialectModule");
    // SAFETY: a fresh context; the buffer copies the text, and the parser
    // neither keeps nor frees it (we free it after).
    unsafe {
        let context = LLVMContextCreate();
        let buffer =
            LLVMCreateMemoryBufferWithMemoryRangeCopy(ir.as_ptr().cast(), ir.len(), name.as_ptr());
        let mut raw = std::ptr::null_mut();
        let mut error = std::ptr::null_mut();
        let failed = LLVMParseIRInContext2(context, buffer, &mut raw, &mut error);
        LLVMDisposeMemoryBuffer(buffer);
        let message = take_message(error);
        if failed != 0 {
            LLVMContextDispose(context);
            return Err(format!("could not convert to LLVM IR: {message}"));
        }
        Ok(Module { context, raw })
    }
}

impl Module {
    /// Gives the module the host's triple and data layout, as upstream's
    /// engine does before optimizing and compiling.
    fn set_host(&self, host: &Host, machine: &TargetMachine) {
        // SAFETY: the module and machine are live; the data layout is
        // copied into the module, then freed.
        unsafe {
            LLVMSetTarget(self.raw, host.triple.as_ptr());
            let layout = LLVMCreateTargetDataLayout(machine.raw);
            LLVMSetModuleDataLayout(self.raw, layout);
            LLVMDisposeTargetData(layout);
        }
    }

    /// Runs LLVM's `default<O<level>>` pipeline, with the loop and SLP
    /// vectorizers, unrolling and interleaving on, as upstream's
    /// optimizing transformer does.
    fn optimize(&self, level: u8, machine: &TargetMachine) -> Result<(), String> {
        let pipeline = c_string(&format!("default<O{level}>"));
        // SAFETY: the module and machine are live; the options are ours
        // and freed after the run.
        unsafe {
            let options = LLVMCreatePassBuilderOptions();
            LLVMPassBuilderOptionsSetLoopUnrolling(options, 1);
            LLVMPassBuilderOptionsSetLoopInterleaving(options, 1);
            LLVMPassBuilderOptionsSetLoopVectorization(options, 1);
            LLVMPassBuilderOptionsSetSLPVectorization(options, 1);
            let error = LLVMRunPasses(self.raw, pipeline.as_ptr(), machine.raw, options);
            LLVMDisposePassBuilderOptions(options);
            check(error)
        }
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: both are ours; the module goes before its context.
        unsafe {
            if !self.raw.is_null() {
                LLVMDisposeModule(self.raw);
            }
            if !self.context.is_null() {
                LLVMContextDispose(self.context);
            }
        }
    }
}

/// An `LLJIT` instance, disposed of (with the code it compiled) when
/// dropped.
struct Jit {
    raw: LLVMOrcLLJITRef,
}

impl Jit {
    /// An LLJIT compiling for `machine`'s target at its level.
    fn new(mut machine: TargetMachine) -> Result<Jit, String> {
        let tm = std::mem::replace(&mut machine.raw, std::ptr::null_mut());
        let mut raw = std::ptr::null_mut();
        // SAFETY: the target machine builder takes the machine, the JIT
        // builder takes the machine builder and `LLVMOrcCreateLLJIT` the
        // JIT builder, each whether or not the next step succeeds.
        let error = unsafe {
            let machine_builder = LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm);
            let builder = LLVMOrcCreateLLJITBuilder();
            LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder, machine_builder);
            LLVMOrcCreateLLJIT(&mut raw, builder)
        };
        check(error)?;
        Ok(Jit { raw })
    }

    fn main_dylib(&self) -> LLVMOrcJITDylibRef {
        // SAFETY: the JIT is live; its main JITDylib lives as long.
        unsafe { LLVMOrcLLJITGetMainJITDylib(self.raw) }
    }

    /// Defines each of the runtime's functions at its address in this
    /// process.
    fn define_runtime(&self) -> Result<(), String> {
        let flags = || LLVMJITSymbolFlags {
            GenericFlags: LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsExported as u8
                | LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsCallable as u8,
            TargetFlags: 0,
        };
        let mut pairs: Vec<LLVMOrcCSymbolMapPair> = mlir_rs_runtime::symbols()
            .into_iter()
            .map(|(name, address)| {
                let name = c_string(name);
                LLVMOrcCSymbolMapPair {
                    // SAFETY: the JIT is live; the name is a C string it
                    // copies into its pool, returning a reference we own.
                    Name: unsafe { LLVMOrcLLJITMangleAndIntern(self.raw, name.as_ptr()) },
                    Sym: LLVMJITEvaluatedSymbol { Address: address as u64, Flags: flags() },
                }
            })
            .collect();
        // SAFETY: the unit takes the names' references; defining it hands
        // the unit to the JITDylib, which disposes of it on failure too.
        let error = unsafe {
            let unit = LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr(), pairs.len());
            LLVMOrcJITDylibDefine(self.main_dylib(), unit)
        };
        check(error)
    }

    /// Resolves what is still undefined among the process's symbols (the C
    /// library, libm, …).
    fn add_process_symbols(&self) -> Result<(), String> {
        let mut generator = std::ptr::null_mut();
        // SAFETY: the JIT is live; on success the generator is handed to
        // the main JITDylib, which owns it from then on.
        unsafe {
            let prefix = LLVMOrcLLJITGetGlobalPrefix(self.raw);
            check(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                &mut generator,
                prefix,
                None,
                std::ptr::null_mut(),
            ))?;
            LLVMOrcJITDylibAddGenerator(self.main_dylib(), generator);
        }
        Ok(())
    }

    /// Loads the shared library `library` and resolves undefined symbols
    /// in it; when it cannot be read or loaded, says so on `warnings` as
    /// upstream does and goes on without it.
    fn add_library(&self, library: &str, warnings: &mut dyn std::io::Write) {
        // Upstream makes the path absolute (for debuggers) and reports it so.
        let path = std::env::current_dir()
            .map(|dir| dir.join(library))
            .unwrap_or_else(|_| PathBuf::from(library));
        let shown = path.to_string_lossy().into_owned();
        let readable = std::fs::File::open(&path).and_then(|mut file| file.read(&mut [0u8; 1]));
        if let Err(error) = readable {
            let text = error.to_string();
            let text = text.split(" (os error").next().unwrap_or(&text);
            let _ = writeln!(warnings, "Failed to create MemoryBuffer for: {shown}\nError: {text}");
            return;
        }
        let name = c_string(&shown);
        let mut generator = std::ptr::null_mut();
        // SAFETY: the JIT is live and the name a C string; on success the
        // generator is handed to the main JITDylib, which owns it.
        let loaded = unsafe {
            let prefix = LLVMOrcLLJITGetGlobalPrefix(self.raw);
            let error = LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(
                &mut generator,
                name.as_ptr(),
                prefix,
                None,
                std::ptr::null_mut(),
            );
            check(error).map(|()| LLVMOrcJITDylibAddGenerator(self.main_dylib(), generator))
        };
        if let Err(message) = loaded {
            let _ = writeln!(warnings, "Could not load {shown}:\n  {message}");
        }
    }

    /// Adds `module` (and its context) to the main JITDylib.
    fn add_module(&self, mut module: Module) -> Result<(), String> {
        let raw = std::mem::replace(&mut module.raw, std::ptr::null_mut());
        let context = std::mem::replace(&mut module.context, std::ptr::null_mut());
        // SAFETY: the thread-safe context takes the context (our handle to
        // it is released at once, the module keeping it), the thread-safe
        // module takes the module, and adding it hands it to the JIT,
        // whether or not that succeeds.
        unsafe {
            let shared = LLVMOrcCreateNewThreadSafeContextFromLLVMContext(context);
            let owned = LLVMOrcCreateNewThreadSafeModule(raw, shared);
            LLVMOrcDisposeThreadSafeContext(shared);
            check(LLVMOrcLLJITAddLLVMIRModule(self.raw, self.main_dylib(), owned))
        }
    }

    /// The address of the function `name`, compiled on this lookup.
    fn lookup(&self, name: &str) -> Result<usize, String> {
        let name = c_string(name);
        let mut address = 0;
        // SAFETY: the JIT is live and the name a C string; the address is
        // written to the out-pointer.
        check(unsafe { LLVMOrcLLJITLookup(self.raw, &mut address, name.as_ptr()) })?;
        usize::try_from(address).map_err(|_| "entry point not found".to_owned())
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        // SAFETY: the JIT is ours; the code it compiled is not called
        // after this. A failure to tear down has nowhere to go.
        unsafe {
            let error = LLVMOrcDisposeLLJIT(self.raw);
            if !error.is_null() {
                LLVMConsumeError(error);
            }
        }
    }
}
