//! `toyc`'s stages, each the previous one's output carried further:
//!
//! 1. the Toy source parsed to its syntax tree (`-emit=ast` prints it);
//! 2. the MLIR generation into the Toy dialect (`-emit=mlir`), or the
//!    input parsed when it is MLIR;
//! 3. with `-opt`, or to lower further, the tutorial's optimizations:
//!    inlining, canonicalization, shape inference, CSE
//!    ([`TOY_OPTIMIZE`](crate::TOY_OPTIMIZE));
//! 4. chapter 5's lowering to affine loops (`toy-to-affine`), then
//!    canonicalization and CSE in the function, and with `-opt`
//!    `affine-loop-fusion` and `affine-scalrep` (`-emit=mlir-affine`);
//! 5. chapter 6's lowering of `toy.print` (`toy-print-to-llvm`), then the
//!    standard lowering of the runner (`-emit=mlir-llvm`);
//! 6. the translation to LLVM IR (`-emit=llvm`; with `-opt`, optimized by
//!    LLVM at `-O3` for the host), and its run with LLVM's JIT, `-O3` with
//!    `-opt` (`-emit=jit`).

use std::sync::Arc;

use mlir_rs::core::context::diagnostics::{SourceFiles, render};
use mlir_rs::prelude::*;

use super::options::{Emit, InputKind, Options};
use crate::language::{dump::dump, parser::parse_module};
use crate::mlir_gen::mlir_gen;

/// What a compilation gives: the text to print, or the program was run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Compiled {
    /// The stage's output.
    Text(String),
    /// The program ran (`-emit=jit`); what it printed went to the
    /// standard output.
    Ran,
}

/// Compiles `source` (the contents of `options.input`) to the stage
/// `options.emit`; the error is the text of the diagnostics, rendered as
/// MLIR's tools render them.
pub fn compile(options: &Options, source: &str) -> Result<Compiled, String> {
    let name = options.input.as_str();
    #[allow(unused_mut, reason = "the translation registers itself only with `llvm`")]
    let mut registry = crate::registry();
    // The translation to LLVM IR asks each dialect for its translation
    // interface, which registers with the dialects.
    #[cfg(feature = "llvm")]
    mlir_rs::translate::llvm_ir::register_llvm_dialect_translation(&mut registry);
    let ctx = Arc::new(Context::with_dialects(&registry));
    let mut sources = SourceFiles::default();
    sources.add(name, Arc::new(source.to_owned()));
    let rendered = |diagnostics: &[Diagnostic]| {
        let mut out = String::new();
        for diagnostic in diagnostics {
            render(&ctx, &sources, diagnostic, &mut out);
        }
        out
    };
    let mut module = match options.kind {
        InputKind::Toy => {
            let program = parse_module(name, source).map_err(|error| format!("{error}\n"))?;
            if options.emit == Emit::Ast {
                return Ok(Compiled::Text(dump(&program)));
            }
            mlir_gen(&ctx, &program).map_err(|error| rendered(&[error]))?
        }
        InputKind::Mlir => {
            Module::parse(&ctx, name, source).map_err(|errors| errors.to_string())?
        }
    };
    if let Some(pipeline) = pipeline(options) {
        let mut tool = crate::tool("toyc");
        let mut pm = tool.passes_mut().parse_pipeline(&pipeline).map_err(|e| e.message())?;
        pm.enable_verifier(true);
        let root = module.op().as_op();
        pm.run(module.ir_mut(), root).map_err(|failure| rendered(&failure.diagnostics))?;
    }
    if options.emit >= Emit::MlirLlvm {
        let root = module.op().as_op();
        mlir_rs::runner::lower_to_llvm(module.ir_mut(), root)
            .map_err(|diagnostics| rendered(&diagnostics))?;
    }
    match options.emit {
        // `-emit=ast` returned after parsing (`-x=mlir` refuses it).
        Emit::Ast | Emit::Mlir | Emit::MlirAffine | Emit::MlirLlvm => {
            let print = PrintOptions {
                generic: options.print_generic,
                debug_info: options.print_debuginfo,
                ..PrintOptions::default()
            };
            Ok(Compiled::Text(module.print(&print)))
        }
        Emit::Llvm | Emit::Jit => run_llvm(options, &mut module, &rendered),
    }
}

/// The pass pipeline from the Toy dialect to the stage `options.emit`
/// (the standard lowering to `llvm` aside); `None` when no pass runs.
pub fn pipeline(options: &Options) -> Option<String> {
    let mut passes = Vec::new();
    if options.opt || options.emit >= Emit::MlirAffine {
        passes.push(crate::TOY_OPTIMIZE.to_owned());
    }
    if options.emit >= Emit::MlirAffine {
        passes.push("toy-to-affine".to_owned());
        let mut cleanup = vec!["canonicalize", "cse"];
        if options.opt {
            cleanup.extend(["affine-loop-fusion", "affine-scalrep"]);
        }
        passes.push(format!("func.func({})", cleanup.join(",")));
    }
    if options.emit >= Emit::MlirLlvm {
        passes.push("toy-print-to-llvm".to_owned());
    }
    (!passes.is_empty()).then(|| format!("builtin.module({})", passes.join(",")))
}

/// `-emit=llvm` and `-emit=jit`: the module (in the `llvm` dialect)
/// translated to LLVM IR, printed or run.
#[cfg(feature = "llvm")]
fn run_llvm(
    options: &Options,
    module: &mut Module,
    rendered: &dyn Fn(&[Diagnostic]) -> String,
) -> Result<Compiled, String> {
    use mlir_rs::core::semantics::symbol_table::lookup_name_in;
    use mlir_rs::runner::{JitConfig, ResultKind, optimize_ir, run_entry};
    use mlir_rs::translate::llvm_ir::translate_module_to_llvm_ir;

    let root = module.op().as_op();
    if options.emit == Emit::Jit && lookup_name_in(module.ir(), root, "main").is_none() {
        return Err(format!("{}: error: no function 'main' to run\n", options.input));
    }
    let ir = translate_module_to_llvm_ir(module.ir_mut(), root)
        .map_err(|diagnostics| rendered(&diagnostics))?;
    if options.emit == Emit::Llvm {
        // With `-opt`, as the tutorial's `toyc`: for the host, at `-O3`.
        let ir = if options.opt { optimize_ir(&ir, 3)? } else { ir };
        return Ok(Compiled::Text(ir));
    }
    let config = JitConfig { opt_level: Some(if options.opt { 3 } else { 0 }), shared_libs: &[] };
    let mut warnings = std::io::stderr();
    run_entry(&ir, "main", ResultKind::Void, config, &mut warnings)
        .map_err(|message| format!("JIT invocation failed: {message}\n"))?;
    Ok(Compiled::Ran)
}

/// Without the feature `llvm`, nothing is translated or run.
#[cfg(not(feature = "llvm"))]
fn run_llvm(
    _options: &Options,
    _module: &mut Module,
    _rendered: &dyn Fn(&[Diagnostic]) -> String,
) -> Result<Compiled, String> {
    Err("toyc: -emit=llvm and -emit=jit need LLVM 22: build with the cargo feature `llvm`\n"
        .to_owned())
}
