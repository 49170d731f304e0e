//! The five ops of `func`, declared with `#[op]`, and the convenience
//! methods of their typed handles (symbol names, signatures, builders that
//! derive types from a callee).
//!
//! Traits are listed in upstream's verification order; properties in
//! upstream's declaration order, which is the order their constraints are
//! checked in.

use mlir_core::definitions::interfaces::call::{
    ArgAndResultAttrsOpInterfaceModel, CallOpInterfaceModel, CallableOpInterfaceModel,
};
use mlir_core::definitions::interfaces::function::{
    FunctionOpInterfaceModel, FunctionOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::definitions::interfaces::symbol::{
    SymbolOpInterfaceModel, SymbolOpInterfaceTrait, SymbolUserOpInterfaceModel,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, Builder, IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{
    AnyRegion, AnyType, DictArrayAttr, FlatSymbolRefAttr, FunctionType, StrAttr, TypeAttrOf,
    UnitAttr, Variadic,
};
use mlir_core::semantics::symbol_table;

use super::canonicalize::SimplifyIndirectCallWithKnownCallee;
use mlir_core::semantics::traits::{
    AffineScope, AutomaticAllocationScope, ConstantLike, HasParent, IsIsolatedFromAbove,
    IsTerminator, Pure, ReturnLike,
};
use mlir_core::{Context, Location, Type};
use mlir_derive::op;

use super::Func;
use super::models::{CallIndirectModel, CallModel, ConstantModel, FuncModel};
use super::verify::{CalleeInputsMatchArguments, CalleeResultsMatchResults, MemRefsNormalizable};

/// A function: a named symbol with a function type and a body.
///
/// The body is one region whose entry block takes the function's arguments
/// (their types are the inputs of `function_type`) and whose blocks end in
/// terminators such as `func.return`. A function without body declares an
/// external function and cannot be public. The region is isolated from
/// above: it only sees the function's arguments and symbols.
/// `arg_attrs` and `res_attrs` hold one dictionary of dialect attributes per
/// argument and per result; `no_inline` keeps calls from being inlined.
#[op(
    dialect = Func,
    name = "func",
    traits = [
        AffineScope,
        AutomaticAllocationScope,
        SymbolOpInterfaceTrait,
        FunctionOpInterfaceTrait,
        IsIsolatedFromAbove,
    ],
    interfaces = [
        SymbolOpInterfaceModel = FuncModel,
        CallableOpInterfaceModel = FuncModel,
        ArgAndResultAttrsOpInterfaceModel = FuncModel,
        FunctionOpInterfaceModel = FuncModel,
        OpAsmOpInterfaceModel = FuncModel,
    ],
    custom_format
)]
pub struct FuncOp {
    #[attr]
    sym_name: StrAttr,
    #[attr]
    function_type: TypeAttrOf<FunctionType>,
    #[attr]
    sym_visibility: Option<StrAttr>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[attr]
    no_inline: Option<UnitAttr>,
    #[region]
    body: AnyRegion,
}

/// A direct call of a `func.func`.
///
/// `callee` names the function (resolved from the call's nearest symbol
/// table); the operands are its arguments and the results its results, in
/// number and types equal to the callee's function type.
#[op(
    dialect = Func,
    name = "call",
    format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
    traits = [MemRefsNormalizable],
    interfaces = [
        ArgAndResultAttrsOpInterfaceModel = CallModel,
        CallOpInterfaceModel = CallModel,
        SymbolUserOpInterfaceModel = CallModel,
    ]
)]
pub struct CallOp {
    #[attr]
    callee: FlatSymbolRefAttr,
    #[operand]
    operands: Variadic<AnyType>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[attr]
    no_inline: Option<UnitAttr>,
    #[result]
    results: Variadic<AnyType>,
}

/// An indirect call through a value of function type.
///
/// The first operand is the callee; the remaining operands are passed as
/// its arguments. Their types, and the result types, must be those of the
/// callee's function type.
#[op(
    dialect = Func,
    name = "call_indirect",
    format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
    traits = [CalleeInputsMatchArguments, CalleeResultsMatchResults],
    interfaces = [
        ArgAndResultAttrsOpInterfaceModel = CallIndirectModel,
        CallOpInterfaceModel = CallIndirectModel,
    ],
    canonicalize = [SimplifyIndirectCallWithKnownCallee]
)]
pub struct CallIndirectOp {
    #[operand]
    callee: FunctionType,
    #[operand(type_from = callee, via_list = callee_inputs)]
    callee_operands: Variadic<AnyType>,
    #[attr]
    arg_attrs: Option<DictArrayAttr>,
    #[attr]
    res_attrs: Option<DictArrayAttr>,
    #[result(type_from = callee, via_list = callee_results)]
    results: Variadic<AnyType>,
}

/// A function symbol as an SSA value.
///
/// `value` names a `func.func`; the result has that function's type and
/// can be called with `func.call_indirect`.
#[op(
    dialect = Func,
    name = "constant",
    format = "attr-dict $value `:` type(results)",
    traits = [ConstantLike, Pure],
    interfaces = [
        OpAsmOpInterfaceModel = ConstantModel,
        SymbolUserOpInterfaceModel = ConstantModel,
    ],
    fold
)]
pub struct ConstantOp {
    #[attr]
    value: FlatSymbolRefAttr,
    #[result]
    result: AnyType,
}

/// Returns from a function.
///
/// Terminates a block of a `func.func` body; its operands are the values
/// returned, as many as the function has results and of the same types.
#[op(
    dialect = Func,
    name = "return",
    format = "attr-dict ($operands^ `:` type($operands))?",
    traits = [Pure, HasParent<FuncOp>, MemRefsNormalizable, ReturnLike, IsTerminator],
    verify
)]
pub struct ReturnOp {
    #[operand]
    operands: Variadic<AnyType>,
}

impl FuncOp {
    /// Creates a function declaration (an empty body) named `name` of type
    /// `function_type` at the builder's insertion point; give it a body
    /// with [`FuncOp::add_entry_block`].
    pub fn create(
        builder: &mut Builder<'_>,
        loc: Location,
        name: &str,
        function_type: Type,
    ) -> Self {
        FuncOp::build(builder, loc, name, function_type, None, None, None, false)
    }

    /// Appends an entry block to the body, with one argument per input of
    /// the function type (at the function's location), and returns it.
    pub fn add_entry_block(self, ir: &mut IrView) -> Block {
        let inputs = self.argument_types(ir);
        let loc = self.as_op().loc(ir);
        let region = self.body(ir);
        let block = ir.create_block(region.body);
        ir.append_block(region, block);
        for ty in inputs {
            ir.add_block_arg(block, ty, loc);
        }
        block
    }

    /// The symbol name (`sym_name`), when set to a UTF-8 string.
    pub fn symbol_name(self, ir: &IrView) -> Option<&str> {
        symbol_table::symbol_name(ir, self.as_op())
    }

    /// The function type, when `function_type` holds one.
    pub fn signature(self, ir: &IrView) -> Option<Type> {
        let ty = self.as_op().get_attr(ir, "function_type")?.as_type(ir.ctx())?;
        ty.as_function(ir.ctx()).is_some().then_some(ty)
    }

    /// The argument types (empty when the function type is malformed).
    pub fn argument_types(self, ir: &IrView) -> Vec<Type> {
        let ty = self.signature(ir);
        ty.and_then(|t| t.as_function(ir.ctx())).map(|(i, _)| i.to_vec()).unwrap_or_default()
    }

    /// The result types (empty when the function type is malformed).
    pub fn result_types(self, ir: &IrView) -> Vec<Type> {
        let ty = self.signature(ir);
        ty.and_then(|t| t.as_function(ir.ctx())).map(|(_, r)| r.to_vec()).unwrap_or_default()
    }

    /// Whether the function is a declaration (its body has no block).
    pub fn is_external(self, ir: &IrView) -> bool {
        self.as_op().num_regions(ir) == 0 || self.body(ir).is_empty(ir)
    }

    /// The entry block of the body, if the function is defined.
    pub fn entry_block(self, ir: &IrView) -> Option<Block> {
        if self.as_op().num_regions(ir) == 0 {
            return None;
        }
        self.body(ir).first_block(ir)
    }

    /// The visibility (`public` when `sym_visibility` is absent).
    pub fn visibility(self, ir: &IrView) -> symbol_table::Visibility {
        symbol_table::visibility(ir, self.as_op())
    }
}

impl CallOp {
    /// Creates a call of `callee` with `operands` at the builder's
    /// insertion point; the result types are the callee's.
    pub fn create(
        builder: &mut Builder<'_>,
        loc: Location,
        callee: FuncOp,
        operands: &[Value],
    ) -> Self {
        let results = callee.result_types(builder);
        let name = callee.symbol_name(builder).unwrap_or_default().to_owned();
        CallOp::build(builder, loc, &results, &name, operands, None, None, false)
    }

    /// The callee's name (the root of `callee`), when set.
    pub fn callee_name(self, ir: &IrView) -> Option<&str> {
        symbol_root(ir, self.as_op().get_attr(ir, "callee")?)
    }

    /// The `func.func` the callee names, resolved from the nearest symbol
    /// table, if there is one.
    pub fn resolve(self, ir: &IrView) -> Option<FuncOp> {
        let callee = self.as_op().get_attr(ir, "callee")?;
        let target = symbol_table::lookup_nearest_symbol_from(ir, self.as_op(), callee)?;
        FuncOp::try_from_op(ir, target)
    }
}

impl CallIndirectOp {
    /// Creates an indirect call of `callee` (a value of function type) with
    /// `operands`; the result types are those of the callee's type.
    pub fn create(
        builder: &mut Builder<'_>,
        loc: Location,
        callee: Value,
        operands: &[Value],
    ) -> Self {
        let ty = callee.ty(builder);
        let results = ty.as_function(builder.ctx()).map(|(_, r)| r.to_vec()).unwrap_or_default();
        CallIndirectOp::build(builder, loc, &results, callee, operands, None, None)
    }
}

impl ConstantOp {
    /// A constant folds to the symbol it names (what `m_Constant` matches).
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        self.as_op().get_attr(ir, "value").map(OpFoldResult::Attr)
    }

    /// Creates a constant naming `func` at the builder's insertion point; its
    /// result has the function's type.
    pub fn create(builder: &mut Builder<'_>, loc: Location, func: FuncOp) -> Self {
        let ctx = builder.ctx_arc().clone();
        let ty = func.signature(builder).unwrap_or_else(|| ctx.function_type(&[], &[]));
        let name = func.symbol_name(builder).unwrap_or_default().to_owned();
        ConstantOp::build(builder, loc, ty, &name)
    }

    /// The referenced function's name, when `value` is set.
    pub fn function_name(self, ir: &IrView) -> Option<&str> {
        symbol_root(ir, self.as_op().get_attr(ir, "value")?)
    }
}

impl ReturnOp {
    /// The `func.func` this return belongs to, when its parent is one.
    pub fn parent_func(self, ir: &IrView) -> Option<FuncOp> {
        let parent = self.as_op().parent_op(ir)?;
        FuncOp::try_from_op(ir, parent)
    }
}

/// The root name of a symbol reference attribute.
fn symbol_root(ir: &IrView, attr: mlir_core::Attribute) -> Option<&str> {
    match attr.data(ir.ctx()) {
        mlir_core::AttrData::SymbolRef { root, .. } => Some(root.as_str(ir.ctx())),
        _ => None,
    }
}

/// The input types of a callee's function type (`call_indirect`'s operands).
fn callee_inputs(ctx: &Context, callee: Type) -> Vec<Type> {
    callee.as_function(ctx).map(|(inputs, _)| inputs.to_vec()).unwrap_or_default()
}

/// The result types of a callee's function type (`call_indirect`'s results).
fn callee_results(ctx: &Context, callee: Type) -> Vec<Type> {
    callee.as_function(ctx).map(|(_, results)| results.to_vec()).unwrap_or_default()
}
