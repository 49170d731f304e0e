//! What the switch terminators of `cf` and `llvm` share: a destination's
//! operand list `(%a, %b : T, U)`, the case values kept as a dense vector
//! of the flag's type, and the branch model.

use mlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use mlir_core::context::builtin::dense::{ElementKind, from_raw, raw_from_values, read_int};
use mlir_core::definitions::interfaces::branch::{BranchOpInterfaceModel, SuccessorOperands};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::support::apint::APInt;
use mlir_core::{AttrData, Attribute, Context, Type};

use crate::variadic_of_variadic::{group_range, grow_segments, segment_ranges};

/// `(%a, %b : T, U)` after a successor, if present, appended to `operands`
/// and `types`; the number of operands read. `result_numbers` allows
/// `%a#1` among them.
pub(crate) fn parse_optional_use_list(
    p: &mut Parser<'_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    result_numbers: bool,
) -> PResult<usize> {
    if !p.parse_optional_literal("(") {
        return Ok(0);
    }
    let list = if result_numbers {
        p.parse_operand_list()?
    } else {
        p.parse_operand_list_without_result_numbers()?
    };
    p.parse_literal(":")?;
    let list_types = p.parse_type_list()?;
    p.parse_literal(")")?;
    let n = list.len();
    operands.extend(list);
    types.extend(list_types);
    Ok(n)
}

/// The dense `vector<N x flag>` of the case values, `None` when there are
/// none or the flag is not an integer type.
pub(crate) fn case_values_attr(ctx: &Context, flag: Type, values: &[APInt]) -> Option<Attribute> {
    let kind = ElementKind::of(ctx, flag)?;
    if values.is_empty() {
        return None;
    }
    let ty = ctx.vector_type(&[values.len() as i64], flag);
    let raw = raw_from_values(kind, values);
    let (splat, data) = from_raw(kind, values.len() as u64, &raw, false);
    Some(ctx.get_attr(AttrData::DenseElements { ty, splat, data: data.into() }))
}

/// The integers of dense integer elements, in order, each as wide as its
/// element type; `None` for any other attribute.
pub(crate) fn case_values_of(ctx: &Context, attr: Attribute) -> Option<Vec<APInt>> {
    let AttrData::DenseElements { ty, splat, data } = attr.data(ctx) else { return None };
    let kind = ElementKind::of(ctx, ty.element_type_or_self(ctx))?;
    let count = ty.num_elements(ctx)? as usize;
    Some((0..count).map(|i| read_int(kind, data, if *splat { 0 } else { i })).collect())
}

/// The branch model of a switch whose operands are the flag, the default
/// destination's operands (group 1) and the cases' (group 2, one segment
/// per case destination in `case_operand_segments`), and whose successors
/// are the default destination then the cases'.
pub(crate) struct SwitchCasesModel;

/// The property dividing the cases' operands.
const CASE_SEGMENTS: &str = "case_operand_segments";

impl BranchOpInterfaceModel for SwitchCasesModel {
    fn successor_operands(&self, op: Op, ir: &IrView, index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(match index {
            0 => group_range(ir, op, 1),
            _ => segment_ranges(ir, op, 2, CASE_SEGMENTS, index).pop().unwrap_or(0..0),
        })
    }

    /// One pass over the segment sizes: asking for each case in turn would
    /// sum the sizes before it each time, quadratic in the cases.
    fn all_successor_operands(&self, op: Op, ir: &IrView) -> Vec<SuccessorOperands> {
        let cases = op.num_successors(ir).saturating_sub(1);
        let cases = segment_ranges(ir, op, 2, CASE_SEGMENTS, cases);
        let default = SuccessorOperands::forwarded(group_range(ir, op, 1));
        std::iter::once(default)
            .chain(cases.into_iter().map(SuccessorOperands::forwarded))
            .collect()
    }

    /// A case's operands are counted twice: in `operandSegmentSizes` and
    /// in `case_operand_segments`; both shrink, each once.
    fn erase_successor_operands(&self, op: Op, ir: &mut IrView, args: &[(usize, usize)]) {
        let all = self.all_successor_operands(op, ir);
        let mut shrink = vec![0i32; all.len()];
        let mut indices = Vec::with_capacity(args.len());
        for &(successor, arg) in args {
            let Some(range) = all.get(successor).map(|s| &s.forwarded) else { continue };
            let index = range.start + arg;
            if range.contains(&index) {
                indices.push(index);
                shrink[successor] += 1;
            }
        }
        if shrink.iter().skip(1).any(|&n| n > 0) {
            let deltas: Vec<i32> = shrink.iter().skip(1).map(|n| -n).collect();
            grow_segments(ir, op, CASE_SEGMENTS, &deltas);
        }
        ir.erase_operands(op, &indices);
    }

    /// The default destination's operands are group 1; a case's are in
    /// group 2 and in its `case_operand_segments` entry.
    fn append_successor_operands(&self, op: Op, ir: &mut IrView, index: usize, values: &[Value]) {
        let end = self.successor_operands(op, ir, index).forwarded.end;
        if index > 0 {
            let mut deltas = vec![0; index];
            deltas[index - 1] = values.len() as i32;
            grow_segments(ir, op, CASE_SEGMENTS, &deltas);
        }
        ir.insert_operands(op, end, values, Some(if index == 0 { 1 } else { 2 }));
    }
}
