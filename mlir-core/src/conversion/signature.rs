//! Converting block signatures through the conversion rewriter (MLIR's
//! `applySignatureConversion` and `convertRegionTypes`): a block whose
//! arguments change is replaced by a new block, inserted before it, with
//! the converted arguments; its ops move to the new block, its
//! predecessors branch there, and each old argument maps to what the
//! conversion says replaces it (new arguments, a value, or nothing), so its
//! users take that at the end — through a cast back to the old type for
//! users left unconverted. Every step is undoable.

use std::sync::Arc;

use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::conversion::type_converter::{ArgumentMapping, SignatureConversion, TypeConverter};
use crate::conversion::value_mapping::ValueVector;
use crate::ir::{Block, InsertPoint, Op, OpBuilder, Region, Value};
use crate::rewrite::{Change, PatternRewriter};

impl PatternRewriter<'_> {
    /// Applies `conversion` to the arguments of `block` and returns the
    /// block holding its ops afterwards (`block` itself when nothing
    /// changes). `converter`, if given, builds the casts back for users left
    /// unconverted.
    pub fn apply_signature_conversion(
        &mut self,
        block: Block,
        conversion: &SignatureConversion,
        converter: Option<&Arc<TypeConverter>>,
    ) -> Block {
        let old_args: Vec<Value> = block.args(self).collect();
        assert_eq!(old_args.len(), conversion.num_original_args(), "one mapping per argument");
        let old_types: Vec<Type> = old_args.iter().map(|a| a.ty(self)).collect();
        let unchanged = conversion.converted_types() == old_types.as_slice()
            && (0..old_args.len()).all(|i| {
                conversion.mapping(i) == Some(&ArgumentMapping::Inputs { start: i, len: 1 })
            });
        if unchanged {
            return block;
        }
        let Some(region) = block.region(self) else { return block };
        let unknown = self.ctx().unknown_loc();
        let mut locs: Vec<Location> = vec![unknown; conversion.converted_types().len()];
        for (index, &arg) in old_args.iter().enumerate() {
            if let Some(ArgumentMapping::Inputs { start, len }) = conversion.mapping(index) {
                let loc = arg.arg_loc(self).unwrap_or(unknown);
                locs[*start..start + len].fill(loc);
            }
        }
        let args: Vec<(Type, Location)> =
            conversion.converted_types().iter().copied().zip(locs).collect();
        let saved = self.insertion_point();
        let new = self.create_block(region, Some(block), &args);
        self.set_insertion_point(saved);
        let ops: Vec<Op> = block.ops(self).collect();
        for op in ops {
            self.move_op(op, InsertPoint::BlockEnd(new));
        }
        for (branch, index) in block.predecessor_edges(self) {
            self.record(|_| Change::SuccessorChanging { op: branch, index, old: block });
            self.ir.set_successor(branch, index, new);
        }
        let new_args: Vec<Value> = new.args(self).collect();
        let (state, _) = self.expect_conversion("apply_signature_conversion");
        state.note_block_type_conversion(new);
        let saved_converter = std::mem::replace(&mut state.converter, converter.cloned());
        for (index, &arg) in old_args.iter().enumerate() {
            let replacement: ValueVector = match conversion.mapping(index) {
                Some(ArgumentMapping::Inputs { start, len }) => {
                    new_args[*start..start + len].iter().copied().collect()
                }
                Some(ArgumentMapping::Value(value)) => smallvec::smallvec![*value],
                None => ValueVector::new(),
            };
            state.replace_value_with(arg, replacement);
        }
        state.converter = saved_converter;
        self.erase_block(block);
        new
    }

    /// Converts the arguments of every block of `region` with `converter`;
    /// the entry block with `entry` when given. Returns the new entry block
    /// (`None` for an empty region), or `Err` naming the block whose
    /// arguments cannot be converted (nothing is changed then).
    pub fn convert_region_types(
        &mut self,
        region: Region,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<Block>, Block> {
        let blocks: Vec<Block> = region.blocks(self).collect();
        let Some((&first, rest)) = blocks.split_first() else { return Ok(None) };
        let mut conversions = Vec::with_capacity(blocks.len());
        for &block in rest {
            conversions.push(converter.convert_block_signature(self, block).ok_or(block)?);
        }
        let entry = match entry {
            Some(entry) => entry.clone(),
            None => converter.convert_block_signature(self, first).ok_or(first)?,
        };
        for (&block, conversion) in rest.iter().zip(&conversions) {
            self.apply_signature_conversion(block, conversion, Some(converter));
        }
        Ok(Some(self.apply_signature_conversion(first, &entry, Some(converter))))
    }
}
