import { type ValidationProblem, validationProblem } from '../../contract/validation-problem';
import type { TableQueryError } from './table-query';

/** A filter or order on a column the list does not have: 400 in the contract's ValidationProblem. */
export function tableQueryProblem(error: TableQueryError, path: string): ValidationProblem {
  return validationProblem(
    'body',
    [{ keyword: 'column', instancePath: `/${error.field}`, params: {}, message: error.reason }],
    path,
  );
}
