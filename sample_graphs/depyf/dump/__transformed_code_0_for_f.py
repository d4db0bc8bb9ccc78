def __transformed_code_0_for_f(x, w, s):
    y = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function

    tmp_3 = __import_torch_dot_autograd_dot_profiler._is_profiler_enabled
    tmp_2 = __import_torch_dot__dynamo_dot_utils
    tmp_1 = None
    if tmp_3:
        tmp_1 = tmp_2.record_pregraph_bytecode_enter()
    if not tmp_1 is None:
        tmp_2.record_pregraph_bytecode_exit(tmp_1)
        graph_out_0 = __compiled_fn_2_11269539_a872_4ea4_94c5_886da8d41f6f(w, s, x)
    else:
        graph_out_0 = __compiled_fn_2_11269539_a872_4ea4_94c5_886da8d41f6f(w, s, x)
    __temp_8 = [graph_out_0[0]][slice(0, 1)]
    __temp_8.extend([])
    __temp_9 = [__temp_8]
    __temp_9[0][slice(0, 0)] = [
        __import_torch_dot__higher_order_ops_dot__invoke_quant.torch._dynamo.
        graph_break()]
    __temp_12 = [__temp_9[0]]
    [[()][0]]
    __temp_12[0][slice(1, None)] = [__temp_12[0][1]]
    __temp_17 = [[], __temp_12]
    __temp_17.extend(__temp_12[-1])
    return __resume_at_114_3(*__temp_17)
