//! One call for each job users do with IR text: [`Module::parse`] (or
//! [`Module::parse_file`]) reads a file into an owned, verified module
//! with the context's dialects, [`Module::verify`] checks it again after
//! changes, and printing is `Display` (the custom form, as mlir-opt prints
//! it) or [`Module::print`] with options. Errors come as [`Diagnostics`],
//! whose `Display` is mlir-opt's rendering (`file:line:col: error: …`, the
//! source line, a caret). [`parse_attribute`] and [`parse_type`] read one
//! attribute or type (MLIR's `parseAttribute`/`parseType`).
//!
//! A `Module` can also be built from code (`Module::new`, then
//! `Module::builder`). The name says what it is for: the typed handle of the
//! `builtin.module` op is `builtin_ops::module_op::ModuleOp`.

use std::path::Path;
use std::sync::Arc;

use crate::asm::parser::{ParseConfig, parse_source};
use crate::asm::printer::{PrintOptions, print_ir};
use crate::builtin_ops::module_op::ModuleOp;
use crate::context::diagnostics::{Diagnostic, SourceFiles, render};
use crate::definitions::op_type::OpType;
use crate::ir::{Builder, InsertPoint, Ir};
use crate::{Attribute, Context, Type};

/// A context a [`Module`] can hold: a shared one (`&Arc<Context>`, cloned)
/// or one of its own (`Context::with_dialects(…)`, moved in), so a module
/// needs no `Arc` written by hand.
pub trait SharedContext {
    /// The context, shared.
    fn into_shared(self) -> Arc<Context>;
}

impl SharedContext for &Arc<Context> {
    fn into_shared(self) -> Arc<Context> {
        self.clone()
    }
}

impl SharedContext for Arc<Context> {
    fn into_shared(self) -> Arc<Context> {
        self
    }
}

impl SharedContext for Context {
    fn into_shared(self) -> Arc<Context> {
        Arc::new(self)
    }
}

/// A top-level `builtin.module` and the IR holding it.
pub struct Module {
    ir: Ir,
    /// The text it was parsed from, to quote in diagnostics.
    sources: SourceFiles,
}

/// Diagnostics of a failed parse or verification, with the sources they
/// point into. `Display` renders them as mlir-opt does.
pub struct Diagnostics {
    ctx: Arc<Context>,
    sources: SourceFiles,
    list: Vec<Diagnostic>,
}

impl Module {
    /// An empty module (`module {}`), in `ctx` (a `&Arc<Context>`, or a
    /// `Context` the module then owns).
    pub fn new(ctx: impl SharedContext) -> Module {
        let ctx = ctx.into_shared();
        let mut ir = Ir::new(ctx.clone());
        let root = ir.root_block();
        let loc = ctx.unknown_loc();
        ModuleOp::create(&mut Builder::new(&mut ir, InsertPoint::BlockEnd(root)), loc, None);
        Module { ir, sources: SourceFiles::default() }
    }

    /// Parses `text` (named `name` in locations and diagnostics) with the
    /// dialects of `ctx`, then verifies it, as mlir-opt does before
    /// printing. Ops at the top level that are not a module are wrapped in
    /// one, as MLIR does.
    pub fn parse(
        ctx: impl SharedContext,
        name: &str,
        text: impl AsRef<[u8]>,
    ) -> Result<Module, Diagnostics> {
        let module = Module::parse_unverified(ctx, name, text)?;
        module.verify()?;
        Ok(module)
    }

    /// [`Module::parse`] without the verification.
    pub fn parse_unverified(
        ctx: impl SharedContext,
        name: &str,
        text: impl AsRef<[u8]>,
    ) -> Result<Module, Diagnostics> {
        let ctx = ctx.into_shared();
        let text: Arc<Vec<u8>> = Arc::new(text.as_ref().to_vec());
        let mut sources = SourceFiles::default();
        sources.add(name, text.clone());
        match parse_source(ctx.clone(), text.as_slice(), &ParseConfig::new(name)) {
            Ok(parsed) => Ok(Module { ir: parsed.ir, sources }),
            Err(list) => Err(Diagnostics { ctx: ctx.clone(), sources, list }),
        }
    }

    /// Reads and parses the file at `path` (see [`Module::parse`]); a file
    /// that cannot be read is an error worded as mlir-opt words it.
    pub fn parse_file(
        ctx: impl SharedContext,
        path: impl AsRef<Path>,
    ) -> Result<Module, Diagnostics> {
        let ctx = ctx.into_shared();
        let path = path.as_ref();
        let name = path.display().to_string();
        match std::fs::read(path) {
            Ok(text) => Module::parse(ctx, &name, text),
            Err(e) => {
                let reason = e.to_string();
                let reason = reason.split(" (os error").next().unwrap_or(&reason);
                let message = format!("cannot open input file '{name}': {reason}");
                let list = vec![Diagnostic::error(ctx.unknown_loc(), message)];
                Err(Diagnostics { ctx: ctx.clone(), sources: SourceFiles::default(), list })
            }
        }
    }

    /// Verifies the module (and everything in it).
    pub fn verify(&self) -> Result<(), Diagnostics> {
        crate::verify::verify(&self.ir, self.op().as_op()).map_err(|list| Diagnostics {
            ctx: self.ir.ctx_arc().clone(),
            sources: self.sources.clone(),
            list,
        })
    }

    /// The module op.
    pub fn op(&self) -> ModuleOp {
        let op = self.ir.root_block().first_op(&self.ir).expect("a module holds its op");
        ModuleOp::from_op_unchecked(op)
    }

    /// The IR holding the module.
    pub fn ir(&self) -> &Ir {
        &self.ir
    }

    /// The IR holding the module, to change it.
    pub fn ir_mut(&mut self) -> &mut Ir {
        &mut self.ir
    }

    /// The context.
    pub fn ctx(&self) -> &Arc<Context> {
        self.ir.ctx_arc()
    }

    /// A builder inserting at the end of the module's body.
    pub fn builder(&mut self) -> Builder<'_> {
        let body = self.op().body(&self.ir);
        Builder::new(&mut self.ir, InsertPoint::BlockEnd(body))
    }

    /// The module printed with `options` (aliases first, then the op and
    /// a newline; mlir-opt writes one more newline after it).
    pub fn print(&self, options: &PrintOptions) -> String {
        let mut text = print_ir(&self.ir, options);
        if text.ends_with("\n\n") {
            text.pop();
        }
        text
    }

    /// The module in the generic form.
    pub fn to_generic_string(&self) -> String {
        self.print(&PrintOptions { generic: true, ..PrintOptions::new() })
    }
}

impl std::fmt::Display for Module {
    /// The custom form, as mlir-opt prints it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.print(&PrintOptions::new()))
    }
}

impl std::fmt::Debug for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_generic_string())
    }
}

impl Diagnostics {
    /// The diagnostics, in the order they were reported.
    pub fn list(&self) -> &[Diagnostic] {
        &self.list
    }

    /// The diagnostics, taken out.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.list
    }

    /// The first error's message (without location), for short reports.
    pub fn first_message(&self) -> &str {
        self.list.first().map_or("", |d| d.message.as_str())
    }
}

impl std::fmt::Display for Diagnostics {
    /// mlir-opt's rendering of every diagnostic, notes included.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = String::new();
        for diag in &self.list {
            render(&self.ctx, &self.sources, diag, &mut out);
        }
        f.write_str(&out)
    }
}

impl std::fmt::Debug for Diagnostics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Diagnostics {}

/// Parses one attribute from `text` (MLIR's `parseAttribute`); the whole
/// text must be the attribute.
pub fn parse_attribute(ctx: &Arc<Context>, text: &str) -> Result<Attribute, Diagnostics> {
    parse_one(ctx, text, |p| p.parse_attr())
}

/// Parses one type from `text` (MLIR's `parseType`); the whole text must
/// be the type.
pub fn parse_type(ctx: &Arc<Context>, text: &str) -> Result<Type, Diagnostics> {
    parse_one(ctx, text, |p| p.parse_type())
}

/// Runs `parse` on `text` as a source of its own and checks that it read
/// all of it.
fn parse_one<T>(
    ctx: &Arc<Context>,
    text: &str,
    parse: impl FnOnce(&mut crate::asm::parser::Parser<'_>) -> crate::asm::parser::PResult<T>,
) -> Result<T, Diagnostics> {
    const NAME: &str = "<string>";
    let mut sources = SourceFiles::default();
    sources.add(NAME, Arc::new(text.as_bytes().to_vec()));
    crate::asm::parser::parse_fragment(ctx.clone(), text.as_bytes(), NAME, parse)
        .map_err(|list| Diagnostics { ctx: ctx.clone(), sources, list })
}
