//! Expansion snapshot `addi` (see tests/expand.rs).
/// Integer addition.
///
///Op `addi` of dialect [`Arith`].
///
///# Operands
///
///| name | constraint |
///|---|---|
///| `lhs` | `SignlessIntegerLike` |
///| `rhs` | `SignlessIntegerLike` |
///
///# Results
///
///| name | constraint |
///|---|---|
///| `result` | `SignlessIntegerLike` |
///
///# Traits
///
///`Pure`, `Commutative`
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct AddIOp {
    op: ::mlir_core::__private::Op,
}
const _: () = {
    use ::mlir_core::__private as __mlir;
    const _: ::core::marker::PhantomData<SignlessIntegerLike> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<SignlessIntegerLike> = ::core::marker::PhantomData;
    const _: ::core::marker::PhantomData<SignlessIntegerLike> = ::core::marker::PhantomData;
    const NAMESPACE: &str = __mlir::namespace::<Arith>();
    const NAME_LEN: usize = NAMESPACE.len() + 1 + "addi".len();
    const NAME_BYTES: [u8; NAME_LEN] = __mlir::concat_op_name::<
        NAME_LEN,
    >(NAMESPACE, "addi");
    const NAME: &str = __mlir::op_name_str(&NAME_BYTES);
    const OPERANDS: &[__mlir::ValueSpec] = &[
        __mlir::value_spec::<SignlessIntegerLike>("lhs", __mlir::Arity::Single),
        __mlir::value_spec::<SignlessIntegerLike>("rhs", __mlir::Arity::Single),
    ];
    const RESULTS: &[__mlir::ValueSpec] = &[
        __mlir::value_spec::<SignlessIntegerLike>("result", __mlir::Arity::Single),
    ];
    const ATTRS: &[__mlir::AttrSpec] = &[];
    fn verify_invariants(ir: &__mlir::IrView, op: __mlir::Op) -> __mlir::VerifyResult {
        __mlir::verify_invariants(ir, op, ATTRS, OPERANDS, RESULTS)
    }
    static DEF: __mlir::OpDef = __mlir::OpDef {
        summary: "Integer addition.",
        description: "",
        property_names: &[],
        prop_defaults: &[],
        prop_converts: &[],
        verify_invariants: ::core::option::Option::Some(verify_invariants),
        ..__mlir::OpDef::new(
            NAME,
            __mlir::TraitList::new(
                &[
                    <__mlir::traits::ZeroRegions as __mlir::OpTrait>::DEF,
                    <__mlir::traits::OneResult as __mlir::OpTrait>::DEF,
                    <__mlir::traits::ZeroSuccessors as __mlir::OpTrait>::DEF,
                    <__mlir::traits::NOperands<2usize> as __mlir::OpTrait>::DEF,
                    __mlir::trait_def::<Pure>(),
                    __mlir::trait_def::<Commutative>(),
                ],
            ),
        )
    };
    #[automatically_derived]
    impl __mlir::OpType for AddIOp {
        const DEF: &'static __mlir::OpDef = &DEF;
        fn register_op(ctx: &__mlir::Context) {
            ctx.register_op(&DEF, &[]);
        }
        fn from_op_unchecked(op: __mlir::Op) -> Self {
            Self { op }
        }
        fn as_op(self) -> __mlir::Op {
            self.op
        }
    }
    #[automatically_derived]
    impl __mlir::OpNameConst for AddIOp {
        const NAME: &'static str = NAME;
    }
    #[automatically_derived]
    impl AddIOp {
        /// Registers this op in a context.
        pub fn register(ctx: &__mlir::Context) {
            <Self as __mlir::OpType>::register_op(ctx);
        }
        /// Creates the op at the builder's insertion point, with empty
        /// regions, and returns its handle. Nothing is verified here.
        #[allow(clippy::too_many_arguments)]
        pub fn build(
            builder: &mut __mlir::Builder<'_>,
            loc: __mlir::Location,
            result_type: __mlir::Type,
            lhs: __mlir::Value,
            rhs: __mlir::Value,
        ) -> Self {
            let name = builder.ctx().op_name(NAME);
            let mut state = __mlir::OperationState::new(name, loc);
            state.props = ::std::vec![::core::option::Option::None; 0usize];
            state.result_types.push(result_type);
            state.operands.push(lhs);
            state.operands.push(rhs);
            state.num_new_regions = 0usize;
            Self { op: builder.build(state) }
        }
        ///The `lhs` operand.
        pub fn lhs(self, ir: &__mlir::IrView) -> __mlir::Value {
            self.op
                .operand(
                    ir,
                    __mlir::value_range(OPERANDS, self.op.num_operands(ir), 0usize).start,
                )
        }
        ///The `rhs` operand.
        pub fn rhs(self, ir: &__mlir::IrView) -> __mlir::Value {
            self.op
                .operand(
                    ir,
                    __mlir::value_range(OPERANDS, self.op.num_operands(ir), 1usize).start,
                )
        }
        ///The `result` result.
        pub fn result(self, ir: &__mlir::IrView) -> __mlir::Value {
            self.op
                .result(
                    ir,
                    __mlir::value_range(RESULTS, self.op.num_results(ir), 0usize).start,
                )
        }
    }
};
