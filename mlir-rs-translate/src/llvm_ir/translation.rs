//! The state of one module's translation (MLIR's `ModuleTranslation`):
//! the LLVM module being built, the mapping from MLIR values, blocks,
//! branches and symbols to what they became, and the dispatch of each op
//! to its dialect's [`LlvmTranslationInterface`].

use std::cell::RefCell;

use rustc_hash::FxHashMap as HashMap;

use mlir_core::asm::printer::{PrintOptions, print_op_alone};
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::{Block, IrView, Op};
use mlir_core::{Attribute, Context, Type};

use super::capi::{self, BasicBlock, Builder, LlvmModule, Metadata, Value};
use super::interface::llvm_translation_interface;
use super::types::TypeTranslator;

/// One module's translation in progress: what a dialect's
/// [`convert_operation`](super::LlvmTranslationInterface::convert_operation)
/// reads and fills in.
pub struct ModuleTranslation<'m, 'a> {
    ir: &'a IrView,
    module: &'m LlvmModule<'m>,
    types: TypeTranslator<'m>,
    values: HashMap<mlir_core::ir::Value, Value<'m>>,
    blocks: HashMap<Block, BasicBlock<'m>>,
    branches: HashMap<Op, BasicBlock<'m>>,
    functions: HashMap<String, Value<'m>>,
    globals: HashMap<String, Value<'m>>,
    /// The distinct metadata nodes made for attributes (alias scopes,
    /// domains, anonymous TBAA roots), each made once.
    metadata: RefCell<HashMap<Attribute, Metadata<'m>>>,
}

impl<'m, 'a> ModuleTranslation<'m, 'a> {
    /// A translation of the IR of `ir` into `module`.
    pub(crate) fn new(ir: &'a IrView, module: &'m LlvmModule<'m>) -> ModuleTranslation<'m, 'a> {
        ModuleTranslation {
            ir,
            module,
            types: TypeTranslator::default(),
            values: HashMap::default(),
            blocks: HashMap::default(),
            branches: HashMap::default(),
            functions: HashMap::default(),
            globals: HashMap::default(),
            metadata: RefCell::default(),
        }
    }

    /// The metadata nodes made for attributes so far.
    pub(crate) fn metadata_nodes(&self) -> &RefCell<HashMap<Attribute, Metadata<'m>>> {
        &self.metadata
    }

    /// The IR being translated.
    pub fn ir(&self) -> &'a IrView {
        self.ir
    }

    /// The MLIR context.
    pub fn ctx(&self) -> &'a Context {
        self.ir.ctx()
    }

    /// The LLVM module being built.
    pub fn module(&self) -> &'m LlvmModule<'m> {
        self.module
    }

    /// The LLVM type of an MLIR type of the `llvm` dialect (or a builtin
    /// integer, float or vector type).
    pub fn convert_type(&mut self, ty: Type) -> Result<capi::Type<'m>, String> {
        self.types.convert(self.ir.ctx(), self.module, ty)
    }

    /// Records that `value` became `llvm`.
    pub fn map_value(&mut self, value: mlir_core::ir::Value, llvm: Value<'m>) {
        self.values.insert(value, llvm);
    }

    /// What `value` became; an error at `op` when it was not translated
    /// (a use before its definition in dominance order).
    pub fn lookup_value(
        &self,
        op: Op,
        value: mlir_core::ir::Value,
    ) -> Result<Value<'m>, Diagnostic> {
        self.values
            .get(&value)
            .copied()
            .ok_or_else(|| op.emit_error(self.ir, "use of a value that was not translated"))
    }

    /// What each operand of `op` became.
    pub fn operands(&self, op: Op) -> Result<Vec<Value<'m>>, Diagnostic> {
        op.operands(self.ir).map(|v| self.lookup_value(op, v)).collect()
    }

    /// Maps the one result of `op` to `llvm`.
    pub fn map_result(&mut self, op: Op, llvm: Value<'m>) {
        let result = op.result(self.ir, 0);
        self.values.insert(result, llvm);
    }

    /// Records that `block` became `llvm`.
    pub fn map_block(&mut self, block: Block, llvm: BasicBlock<'m>) {
        self.blocks.insert(block, llvm);
    }

    /// What `block` became.
    pub fn lookup_block(&self, block: Block) -> Option<BasicBlock<'m>> {
        self.blocks.get(&block).copied()
    }

    /// Records that the terminator `op` ended up in the LLVM block `block`
    /// (where the incoming values of its successors' `phi`s come from).
    pub fn map_branch(&mut self, op: Op, block: BasicBlock<'m>) {
        self.branches.insert(op, block);
    }

    /// The LLVM block holding the translation of terminator `op`.
    pub fn lookup_branch(&self, op: Op) -> Option<BasicBlock<'m>> {
        self.branches.get(&op).copied()
    }

    /// Records the function of symbol `name`.
    pub fn map_function(&mut self, name: &str, function: Value<'m>) {
        self.functions.insert(name.to_owned(), function);
    }

    /// The function of symbol `name`.
    pub fn lookup_function(&self, name: &str) -> Option<Value<'m>> {
        self.functions.get(name).copied()
    }

    /// Records the global variable of symbol `name`.
    pub fn map_global(&mut self, name: &str, global: Value<'m>) {
        self.globals.insert(name.to_owned(), global);
    }

    /// The global variable of symbol `name`.
    pub fn lookup_global(&self, name: &str) -> Option<Value<'m>> {
        self.globals.get(name).copied()
    }

    /// Emits a warning at `op` through the context's diagnostic engine
    /// (the translation goes on), with the `see current operation` note
    /// in the custom form, as MLIR's `Operation::emitWarning` writes it.
    pub fn emit_warning(&self, op: Op, message: &str) {
        let (ir, ctx) = (self.ir, self.ir.ctx());
        let loc = op.loc(ir);
        let mut warning = Diagnostic::warning(loc, message);
        if ctx.print_op_on_diagnostic() {
            let printed = print_op_alone(ir, op, &PrintOptions::new());
            warning = warning.with_note(loc, format!("see current operation: {printed}"));
        }
        ctx.emit(warning);
    }

    /// Translates `op` through its dialect's interface, then its
    /// discardable attributes through theirs (MLIR's `convertOperation`).
    pub fn convert_operation(
        &mut self,
        op: Op,
        builder: &Builder<'m>,
    ) -> Result<(), Vec<Diagnostic>> {
        let ir = self.ir;
        let name = op.name(ir).as_str(ir.ctx()).to_owned();
        let dialect = name.split('.').next().unwrap_or_default();
        let Some(model) = llvm_translation_interface(ir.ctx(), dialect) else {
            return Err(vec![op.emit_error(
                ir,
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
                ),
            )]);
        };
        let marker = builder.last_instruction();
        if let Err(diag) = model.convert_operation(op, builder, self) {
            let failed =
                op.emit_error(ir, format!("LLVM Translation failed for operation: {name}"));
            return Err(vec![diag, failed]);
        }
        let instructions = builder.instructions_after(marker);
        self.convert_dialect_attributes(op, &instructions)
    }

    /// Gives each discardable attribute of `op` named `dialect.…` to that
    /// dialect's interface, if it has one.
    pub fn convert_dialect_attributes(
        &mut self,
        op: Op,
        instructions: &[Value<'m>],
    ) -> Result<(), Vec<Diagnostic>> {
        let ir = self.ir;
        for attr in op.attrs(ir).to_vec() {
            let name = attr.name.as_str(ir.ctx());
            let Some((dialect, _)) = name.split_once('.') else { continue };
            if let Some(model) = llvm_translation_interface(ir.ctx(), dialect) {
                model.amend_operation(op, instructions, &attr, self).map_err(|d| vec![d])?;
            }
        }
        Ok(())
    }
}
