import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { Messages } from '@elevate/contracts/common/messages';
import { ContactForm } from './contact-form';
import { closeContactSales, useContactSales } from './contact-sales-store';

/** The contact-sales modal of spec §2.2, mounted once in the shell and opened from anywhere. */
export const ContactSalesDialog = () => {
  const { open, source } = useContactSales();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={closeContactSales}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="contact-sales-title"
    >
      <DialogTitle id="contact-sales-title" sx={{ pr: 7 }}>
        {Messages.contactModalTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={closeContactSales} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Tell us what you are planning: hiring, a hackathon or a campus partnership. Our team replies within one
          working day.
        </Typography>
        <ContactForm
          source={source}
          defaultPurpose={source === 'hackathon' ? 'Hosting a hackathon' : 'Hiring freshers or interns'}
          onSent={closeContactSales}
        />
      </DialogContent>
    </Dialog>
  );
};
export default ContactSalesDialog;
