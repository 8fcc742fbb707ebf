import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DataTable, dataTableColumns } from './data-table'

interface Row {
  id: number
  name: string
}

const column = dataTableColumns<Row>()
const columns = column.columns([
  column.accessor('id', { header: 'Number' }),
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue().toUpperCase() }),
])
const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `row ${index + 1}` }))

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup')
  return within(body).getAllByRole('row')
}

describe('DataTable', () => {
  it('shows 10 rows a page by default and offers 5, 10, 20, 30, 40 and 50', () => {
    render(<DataTable label="Things" columns={columns} data={rows(23)} />)

    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument()
    expect(bodyRows()[0]).toHaveTextContent('1ROW 1')
    const select = screen.getByLabelText('Rows per page')
    expect(select).toHaveValue('10')
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '30', '40', '50'])
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
  })

  it('pages with Previous and Next, and changes the page size', async () => {
    const user = userEvent.setup()
    render(<DataTable label="Things" columns={columns} data={rows(23)} />)

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(bodyRows()[0]).toHaveTextContent('11ROW 11')

    await user.selectOptions(screen.getByLabelText('Rows per page'), '5')
    expect(bodyRows()).toHaveLength(5)
    expect(screen.getByText(/Page \d of 5/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50')
    expect(bodyRows()).toHaveLength(23)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('says "No results." when there is nothing to show', () => {
    render(<DataTable label="Things" columns={columns} data={[]} />)

    expect(bodyRows()).toHaveLength(1)
    expect(screen.getByRole('cell', { name: 'No results.' })).toHaveAttribute('colSpan', '2')
  })

  it('shows no paging controls when they could not change anything (5 rows or fewer)', () => {
    const { rerender } = render(<DataTable label="Things" columns={columns} data={rows(5)} />)

    expect(bodyRows()).toHaveLength(5)
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()

    rerender(<DataTable label="Things" columns={columns} data={rows(6)} />)
    expect(screen.getByLabelText('Rows per page')).toBeInTheDocument()
  })

  it('shows a page the server cut and asks for others', async () => {
    const user = userEvent.setup()
    const pages: number[] = []
    const sizes: number[] = []
    const paging = {
      pageIndex: 1,
      pageSize: 10,
      total: 23,
      onPageChange: (page: number) => pages.push(page),
      onPageSizeChange: (size: number) => sizes.push(size),
    }
    render(<DataTable label="Things" columns={columns} data={rows(10)} paging={paging} />)

    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20')
    expect(pages).toEqual([2, 0])
    expect(sizes).toEqual([20])
  })

  it('shows every row with no paging controls for a list that grows by "Load more"', () => {
    render(<DataTable label="Things" columns={columns} data={rows(23)} allRows />)

    expect(bodyRows()).toHaveLength(23)
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
  })
})
